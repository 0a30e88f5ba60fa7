import type { FastifySchemaValidationError } from 'fastify';
import type { SchemaErrorDataVar, SchemaErrorFormatter } from 'fastify/types/schema';

/**
 * Names the offending field: "body/username is required", "Unknown field 'foo' in body",
 * "body/password must be string". Ajv reports one error at a time (allErrors off).
 */
export function describeValidationError(
  error: FastifySchemaValidationError,
  dataVar: SchemaErrorDataVar,
): string {
  const params = error.params as Record<string, unknown>;
  const path = `${dataVar}${error.instancePath}`;
  if (error.keyword === 'required') return `${path}/${String(params.missingProperty)} is required`;
  if (error.keyword === 'additionalProperties') {
    return `Unknown field '${String(params.additionalProperty)}' in ${path}`;
  }
  return `${path} ${error.message ?? 'is invalid'}`;
}

export const schemaErrorFormatter: SchemaErrorFormatter = (errors, dataVar) =>
  new Error(describeValidationError(errors[0]!, dataVar));

/** The field a validation error is about: the missing property, or the last path segment. */
function fieldOf(error: FastifySchemaValidationError): string | undefined {
  if (error.keyword === 'required')
    return String((error.params as { missingProperty: unknown }).missingProperty);
  return error.instancePath.split('/').pop() || undefined;
}

type KeywordMessages = Partial<Record<'required' | 'minLength' | 'pattern', string>>;

/**
 * A route-level formatter speaking the spec's words (§5) for the listed fields and keywords,
 * e.g. "Username is required"; anything else gets the generic field-naming message.
 */
export function fieldMessages(messages: Record<string, KeywordMessages>): SchemaErrorFormatter {
  return (errors, dataVar) => {
    const error = errors[0]!;
    const field = fieldOf(error);
    const friendly = field ? messages[field]?.[error.keyword as keyof KeywordMessages] : undefined;
    return new Error(friendly ?? describeValidationError(error, dataVar));
  };
}

import type { FastifySchemaValidationError } from 'fastify';
import type { SchemaErrorDataVar, SchemaErrorFormatter } from 'fastify/types/schema';
import { REQUIRED_TEXT_PATTERN } from '@portal/contract/limits';

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

/** "/segments/1/name" (Ajv's instance path) → "segments[1].name", as the forms name fields. */
export function fieldPath(instancePath: string, property?: string): string {
  const parts = instancePath.split('/').filter(Boolean);
  if (property !== undefined) parts.push(property);
  return parts
    .map((part, i) => (/^\d+$/.test(part) ? `[${part}]` : i ? `.${part}` : part))
    .join('');
}

/**
 * Body errors naming nested fields the way the forms do: "segments[1].name is required",
 * "products must have at least 1 item", "name must be at most 200 characters", "revision must
 * be at most 2147483647". Schemas using it express "required, not blank" as the contract's
 * RequiredText (REQUIRED_TEXT_PATTERN), so that pattern's failure reads as missing; a value
 * outside a `const` or an `enum` is answered with the allowed values.
 */
export const fieldPathMessages: SchemaErrorFormatter = (errors, dataVar) => {
  const error = errors[0]!;
  if (dataVar !== 'body') return new Error(describeValidationError(error, dataVar));
  const params = error.params as Record<string, unknown>;
  const field = fieldPath(error.instancePath) || 'body';
  const messages: Record<string, () => string> = {
    required: () => `${fieldPath(error.instancePath, String(params.missingProperty))} is required`,
    // The "not blank" pattern reads as missing; any other (e.g. a version's) is a format.
    pattern: () =>
      params.pattern === REQUIRED_TEXT_PATTERN
        ? `${field} is required`
        : `${field} ${error.message ?? 'is invalid'}`,
    const: () => `${field} must be ${JSON.stringify(params.allowedValue)}`,
    enum: () => `${field} must be one of ${(params.allowedValues as unknown[]).join(', ')}`,
    minLength: () => `${field} is required`,
    maxLength: () => `${field} must be at most ${String(params.limit)} characters`,
    minimum: () => `${field} must be at least ${String(params.limit)}`,
    maximum: () => `${field} must be at most ${String(params.limit)}`,
    minItems: () =>
      `${field} must have at least ${String(params.limit)} item${params.limit === 1 ? '' : 's'}`,
    maxItems: () => `${field} must have at most ${String(params.limit)} items`,
    uniqueItems: () =>
      `${field} names one entry twice (entries ${String(params.i)} and ${String(params.j)})`,
    additionalProperties: () => `Unknown field '${String(params.additionalProperty)}' in ${field}`,
  };
  return new Error(messages[error.keyword]?.() ?? `${field} ${error.message ?? 'is invalid'}`);
};

/** Errors that say a body has another shape, not that one of its values is wrong. */
const SHAPE_KEYWORDS = new Set(['anyOf', 'required', 'additionalProperties', 'type']);

/**
 * fieldPathMessages for a body that is one of several shapes (a union: Ajv reports the first
 * error of every shape, then `anyOf`). The error about a value belongs to the shape the body
 * tried to be ("promptContent is required" for a blank text); if every shape only misses or
 * refuses fields, `message` says which shapes there are.
 */
export const oneOfShapesMessages =
  (message: string): SchemaErrorFormatter =>
  (errors, dataVar) => {
    if (dataVar !== 'body' || !errors.some((error) => error.keyword === 'anyOf')) {
      return fieldPathMessages(errors, dataVar);
    }
    const aboutValue = errors.find((error) => !SHAPE_KEYWORDS.has(error.keyword));
    return aboutValue ? fieldPathMessages([aboutValue], dataVar) : new Error(message);
  };

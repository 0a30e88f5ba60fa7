import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { REQUIRED_TEXT_PATTERN } from '@portal/contract/limits';
import { ApiError } from '../errors';
import { fieldPath } from '../validation';

export const ANSWER_UNUSABLE_PREFIX = "The model's answer could not be used: ";

const unusable = (reason: string) =>
  new ApiError(502, 'MODEL_ANSWER_UNUSABLE', `${ANSWER_UNUSABLE_PREFIX}${reason}`);

/** The first reason TypeBox gives, named as the forms name fields: "segments[1].name is required". */
function reasonOf(schema: TSchema, value: unknown): string {
  // TypeBox reports a refused extra key twice: as `additionalProperties` and as a false schema.
  const error = Value.Errors(schema, value).find((e) => e.keyword !== 'boolean')!;
  const params = error.params as Record<string, unknown>;
  const field = fieldPath(error.instancePath) || 'the answer';
  const first = (list: unknown) => String((list as unknown[])[0]);
  switch (error.keyword) {
    case 'required':
      return `${fieldPath(error.instancePath, first(params.requiredProperties))} is required`;
    case 'additionalProperties':
      return `${field} has an unexpected key '${first(params.additionalProperties)}'`;
    case 'pattern':
      return params.pattern === REQUIRED_TEXT_PATTERN
        ? `${field} is required`
        : `${field} ${error.message}`;
    case 'minLength':
      return `${field} is required`;
    case 'maxLength':
      return `${field} must be at most ${String(params.limit)} characters`;
    case 'minItems':
      return `${field} must have at least ${String(params.limit)} item${params.limit === 1 ? '' : 's'}`;
    case 'maxItems':
      return `${field} must have at most ${String(params.limit)} items`;
    case 'type':
      return `${field} must be ${params.type === 'object' || params.type === 'array' ? 'an' : 'a'} ${String(params.type)}`;
    default:
      return `${field} ${error.message}`;
  }
}

/** A JSON text, or one in a single Markdown code fence (some servers add it even in JSON mode). */
function parsedJson(text: string): unknown {
  const fenced = /^\s*```(?:json)?\s*\n([\s\S]*?)\n\s*```\s*$/i.exec(text);
  try {
    return JSON.parse(fenced ? fenced[1]! : text) as unknown;
  } catch {
    throw unusable('it is not JSON');
  }
}

/**
 * The model's answer as `schema` states it (the contract's shape and limits), or 502
 * MODEL_ANSWER_UNUSABLE naming the first reason it is not: not JSON, a missing or unexpected
 * key, a value of the wrong type, a text or list past its limit.
 */
export function draftFromAnswer<T>(schema: TSchema, text: string): T {
  const value = parsedJson(text);
  if (!Value.Check(schema, value)) throw unusable(reasonOf(schema, value));
  return value as T;
}

import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { contentErrors } from '../content-errors';
import { ApiError } from '../errors';

export const ANSWER_UNUSABLE_PREFIX = "The model's answer could not be used: ";

const unusable = (reason: string) =>
  new ApiError(502, 'MODEL_ANSWER_UNUSABLE', `${ANSWER_UNUSABLE_PREFIX}${reason}`);

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
  if (!Value.Check(schema, value))
    throw unusable(contentErrors(schema, value, 'the answer')[0]!.message);
  return value as T;
}

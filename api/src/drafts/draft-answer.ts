import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { contentErrors } from '../content-errors';
import { ApiError } from '../errors';

export const ANSWER_UNUSABLE_PREFIX = "The model's answer could not be used: ";

/** 502 MODEL_ANSWER_UNUSABLE: what a route answers for an answer that `readAnswer` refused. */
export const answerUnusable = (reason: string) =>
  new ApiError(502, 'MODEL_ANSWER_UNUSABLE', `${ANSWER_UNUSABLE_PREFIX}${reason}`);

/** A JSON text, or one in a single Markdown code fence (some servers add it even in JSON mode). */
function parsedJson(text: string): { value: unknown } | undefined {
  const fenced = /^\s*```(?:json)?\s*\n([\s\S]*?)\n\s*```\s*$/i.exec(text);
  try {
    return { value: JSON.parse(fenced ? fenced[1]! : text) as unknown };
  } catch {
    return undefined;
  }
}

/**
 * The model's answer as `schema` states it (the contract's shape and limits), or the first
 * reason it is not: not JSON, a missing or unexpected key, a value of the wrong type, a text
 * or list past its limit. A test case's `parses` check shows the reason as it is.
 */
export function readAnswer(
  schema: TSchema,
  text: string,
): { value: unknown; unusable?: never } | { unusable: string; value?: never } {
  const json = parsedJson(text);
  if (!json) return { unusable: 'it is not JSON' };
  if (!Value.Check(schema, json.value)) {
    return { unusable: contentErrors(schema, json.value, 'the answer')[0]!.message };
  }
  return { value: json.value };
}

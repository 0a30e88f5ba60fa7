import type { TSchema } from 'typebox';
import { Compile, type Validator } from 'typebox/compile';
import { Value } from 'typebox/value';
import { REQUIRED_TEXT_PATTERN } from '@portal/contract/limits';
import { fieldPath } from './validation';

/** A field of a value and why it breaks its schema, named as the forms name fields. */
export interface ContentError {
  /** "segments[1].name"; the value itself when empty. */
  field: string;
  message: string;
}

type ValueError = ReturnType<typeof Value.Errors>[number];

function required(instancePath: string, property: string): ContentError {
  const field = fieldPath(instancePath, property);
  return { field, message: `${field} is required` };
}

function describe(error: ValueError, whole: string): ContentError {
  const params = error.params as Record<string, unknown>;
  const field = fieldPath(error.instancePath);
  const named = field || whole;
  const first = (list: unknown) => String((list as unknown[])[0]);
  const say = (message: string, at = field) => ({ field: at, message });
  switch (error.keyword) {
    case 'required':
      return required(error.instancePath, first(params.requiredProperties));
    case 'additionalProperties':
      return say(`${named} has an unexpected key '${first(params.additionalProperties)}'`);
    case 'pattern':
      return say(
        params.pattern === REQUIRED_TEXT_PATTERN
          ? `${named} is required`
          : `${named} ${error.message}`,
      );
    case 'minLength':
      return say(`${named} is required`);
    case 'maxLength':
      return say(`${named} must be at most ${String(params.limit)} characters`);
    case 'minItems':
      return say(
        `${named} must have at least ${String(params.limit)} item${params.limit === 1 ? '' : 's'}`,
      );
    case 'maxItems':
      return say(`${named} must have at most ${String(params.limit)} items`);
    case 'type':
      return say(
        `${named} must be ${params.type === 'object' || params.type === 'array' ? 'an' : 'a'} ${String(params.type)}`,
      );
    default:
      return say(`${named} ${error.message}`);
  }
}

/**
 * Compiled checks of the schemas asked about: an import checks up to 5,000 records, and
 * `Value.Errors` walking each valid one took 1.3 s of the event loop; the compiled check
 * takes 15 ms, and only a record it refuses is walked for its reasons.
 */
const validators = new WeakMap<TSchema, Validator>();

function validatorOf(schema: TSchema): Validator {
  let validator = validators.get(schema);
  if (!validator) validators.set(schema, (validator = Compile(schema)));
  return validator;
}

/**
 * Every field of `value` that breaks `schema` (the contract's shapes and limits), the first
 * reason for each, in the value's order. `whole` names the value itself ("the answer").
 */
export function contentErrors(
  schema: TSchema,
  value: unknown,
  whole = 'the value',
): ContentError[] {
  if (validatorOf(schema).Check(value)) return [];
  const byField = new Map<string, ContentError>();
  // TypeBox reports a refused extra key twice: as `additionalProperties` and as a false schema.
  for (const error of Value.Errors(schema, value)) {
    if (error.keyword === 'boolean') continue;
    // One error names every missing key of an object: each is a field of its own.
    const missing =
      error.keyword === 'required'
        ? (error.params as { requiredProperties: string[] }).requiredProperties
        : [undefined];
    for (const property of missing) {
      const described =
        property === undefined ? describe(error, whole) : required(error.instancePath, property);
      if (!byField.has(described.field)) byField.set(described.field, described);
    }
  }
  return [...byField.values()];
}

import { type ModelAnswer, ModelError, type ModelProvider, type ModelRequest } from './provider';

export const OFFLINE_MODEL = 'offline (not a model)';
export const OFFLINE_NOTICE = 'This is the offline provider, not a model: no model was called.';
const HOW_TO_CONFIGURE =
  'Set MODEL_BASE_URL and MODEL_NAME to send prompts to a real model (README, "Model provider").';

/** Runs of non-space holding a letter or digit: a list's '-' is not a word. */
const wordCount = (text: string) => text.match(/\S*[\p{L}\p{N}]\S*/gu)?.length ?? 0;
const lineCount = (text: string) => (text === '' ? 0 : text.split('\n').length);

const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** A value on the lines after its name, indented, when it spans several lines (a list). */
function variableLine({ name, value }: { name: string; value: string }): string {
  if (value === '') return `- ${name}: (empty)`;
  if (!value.includes('\n')) return `- ${name}: ${value}`;
  return [`- ${name}:`, ...value.split('\n').map((line) => `    ${line}`)].join('\n');
}

function textAnswer(prompt: string, variables: ModelRequest['variables'] = []): string {
  return [
    OFFLINE_NOTICE,
    HOW_TO_CONFIGURE,
    '',
    `Prompt received: ${counted(wordCount(prompt), 'word')}, ${counted(lineCount(prompt), 'line')}, ` +
      `${counted(prompt.length, 'character')}.`,
    variables.length === 0
      ? 'Variables used: none.'
      : [`Variables used (${variables.length}):`, ...variables.map(variableLine)].join('\n'),
  ].join('\n');
}

/** Asked for JSON, it still answers JSON: the notice is its first field. */
function jsonAnswer(prompt: string, variables: ModelRequest['variables'] = []): string {
  return JSON.stringify({
    notice: OFFLINE_NOTICE,
    howToConfigure: HOW_TO_CONFIGURE,
    prompt: { words: wordCount(prompt), lines: lineCount(prompt), characters: prompt.length },
    variables: Object.fromEntries(variables.map(({ name, value }) => [name, value])),
  });
}

/**
 * The embedded default: deterministic, no network, and every answer says plainly that no
 * model was called, followed by a structured echo of what a model would have received.
 */
export function createOfflineProvider(): ModelProvider {
  return {
    kind: 'offline',
    model: OFFLINE_MODEL,
    alternatives: [],
    complete(request: ModelRequest): Promise<ModelAnswer> {
      if (request.signal?.aborted) {
        return Promise.reject(new ModelError('cancelled', 'The model call was cancelled.'));
      }
      const prompt = request.messages.map((message) => message.content).join('\n\n');
      const text =
        request.responseFormat === 'json'
          ? jsonAnswer(prompt, request.variables)
          : textAnswer(prompt, request.variables);
      return Promise.resolve({ text, model: OFFLINE_MODEL });
    },
  };
}

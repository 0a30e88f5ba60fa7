import Mustache from 'mustache';
import type { PROMPT_TYPES } from '../limits';
import { PROMPT_VARIABLES, type PromptVariable } from './catalogue';

type PromptTypeKey = (typeof PROMPT_TYPES)[number];

/** Why an instruction's text cannot be saved or rendered; `line` counts from 1. */
export interface TemplateProblem {
  code: 'UNKNOWN_VARIABLE' | 'TEMPLATE_SYNTAX';
  message: string;
  line: number;
}

export interface TemplateAnalysis {
  /** The catalogue variables the text names, in the order of their first use. */
  variables: string[];
  /** Empty when the text can be saved and rendered. */
  problems: TemplateProblem[];
}

/** mustache.js's parse tree: [type, value, start, end, children?, closeStart?]. */
type Token = [string, string, number, number, Token[]?, number?];

/** The list sections a token sits in, innermost last. */
type ListScope = PromptVariable[];

const byName = new Map(PROMPT_VARIABLES.map((variable) => [variable.name, variable]));

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

const tag = (name: string) => `{{${name}}}`;

/** mustache.js reports syntax errors as text: 'Unclosed section "x" at 12'. */
function syntaxProblem(text: string, error: unknown): TemplateProblem {
  const message = error instanceof Error ? error.message : String(error);
  const section = /^(Unclosed|Unopened) section "(.*)" at (\d+)$/.exec(message);
  if (section) {
    const [, kind, name, at] = section;
    if (kind === 'Unopened') {
      return {
        code: 'TEMPLATE_SYNTAX',
        message: `Section "${name}" is closed on line ${lineAt(text, Number(at))} but never opened`,
        line: lineAt(text, Number(at)),
      };
    }
    // The line that opened it tells more than where the parser gave up (often the end).
    const opened = text.slice(0, Number(at)).lastIndexOf(`{{#${name}`);
    const line = lineAt(text, opened >= 0 ? opened : Number(at));
    return {
      code: 'TEMPLATE_SYNTAX',
      message: `Section "${name}" opened on line ${line} is not closed`,
      line,
    };
  }
  const unclosedTag = /^Unclosed tag at (\d+)$/.exec(message);
  const line = unclosedTag ? lineAt(text, Number(unclosedTag[1])) : 1;
  return {
    code: 'TEMPLATE_SYNTAX',
    message: unclosedTag
      ? `A tag on line ${line} is not closed with }}`
      : `The instruction is not a valid template: ${message}`,
    line,
  };
}

function parse(text: string): Token[] | TemplateProblem {
  try {
    // A writer of its own: mustache's shared one caches every text it parses, forever, and
    // every draft typed in the editor or sent to the API would stay in memory.
    return new Mustache.Writer().parse(text) as Token[];
  } catch (error) {
    return syntaxProblem(text, error);
  }
}

/**
 * Checks an instruction's text against the catalogue for its type: every name is a catalogue
 * variable of that type, or a field of the list section it sits in (`{{.}}` in a list of
 * texts); lists are only used as sections; no partials or delimiter changes. The API refuses
 * a text with problems (400, the first problem's code and message); the editor shows them.
 */
export function analyseTemplate(text: string, promptType: PromptTypeKey): TemplateAnalysis {
  const tokens = parse(text);
  if (!Array.isArray(tokens)) return { variables: [], problems: [tokens] };

  const used = new Set<string>();
  const problems: TemplateProblem[] = [];
  const problem = (code: TemplateProblem['code'], message: string, at: number) =>
    problems.push({ code, message, line: lineAt(text, at) });

  const checkName = (name: string, at: number, scope: ListScope, isSection: boolean) => {
    const line = lineAt(text, at);
    const innermost = scope[scope.length - 1];
    if (name === '.') {
      if (innermost?.kind !== 'text-list') {
        problem(
          'UNKNOWN_VARIABLE',
          `"{{.}}" on line ${line} stands for an item of a list of texts; use it inside ` +
            `{{#usp.products}}…{{/usp.products}} or {{#usp.capabilities}}…{{/usp.capabilities}}`,
          at,
        );
      }
      return undefined;
    }
    // mustache.js looks a name up in the innermost item first, then outwards.
    if (scope.some((list) => list.fields?.some((field) => field.name === name))) return undefined;
    const variable = byName.get(name);
    if (!variable) {
      const fields = innermost?.fields?.map((field) => field.name).join(', ');
      problem(
        'UNKNOWN_VARIABLE',
        `Unknown variable "${tag(name)}" on line ${line}` +
          (fields ? `: items of ${innermost!.name} have ${fields}` : ''),
        at,
      );
      return undefined;
    }
    if (!variable.types.includes(promptType)) {
      problem(
        'UNKNOWN_VARIABLE',
        `Variable "${tag(name)}" on line ${line} is not available to ${promptType} instructions`,
        at,
      );
      return undefined;
    }
    used.add(name);
    if (!isSection && variable.kind !== 'text') {
      problem(
        'TEMPLATE_SYNTAX',
        `"${tag(name)}" on line ${line} is a list: write {{#${name}}}…{{/${name}}}`,
        at,
      );
    }
    return variable;
  };

  const walk = (list: Token[], scope: ListScope) => {
    for (const [type, value, start, , children] of list) {
      if (type === 'name' || type === '&') checkName(value, start, scope, false);
      else if (type === '#' || type === '^') {
        const variable = checkName(value, start, scope, true);
        const inner = type === '#' && variable && variable.kind !== 'text' ? [variable] : [];
        walk(children ?? [], [...scope, ...inner]);
      } else if (type === '>') {
        problem('TEMPLATE_SYNTAX', `Partials ({{> ${value}}}) are not supported`, start);
      } else if (type === '=') {
        problem('TEMPLATE_SYNTAX', 'Changing the {{ }} delimiters is not supported', start);
      }
    }
  };
  walk(tokens, []);
  return { variables: [...used], problems };
}

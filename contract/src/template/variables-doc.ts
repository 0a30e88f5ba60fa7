import { PROMPT_TYPES } from '../limits';
import { PROMPT_VARIABLES } from './catalogue';

/*
 * docs/prompt-variables.md, written from the catalogue so the docs never say it twice:
 * `node scripts/docs/prompt-variables.mjs` writes it, variables-doc.test.ts fails when the
 * committed file differs. The tables come out padded as Prettier pads them, so formatting
 * the repository leaves the file as generated.
 */

const cell = (text: string) => text.replace(/\|/g, '\\|');
const code = (text: string) => `\`${text}\``;

/** A Markdown table with every column as wide as its widest cell, as Prettier writes it. */
function table(head: string[], rows: string[][]): string {
  const cells = [head, ...rows].map((row) => row.map(cell));
  const widths = head.map((_, column) => Math.max(3, ...cells.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    `| ${row.map((text, column) => text.padEnd(widths[column]!)).join(' | ')} |`;
  const [header, ...body] = cells;
  return [line(header!), line(widths.map((width) => '-'.repeat(width))), ...body.map(line)].join(
    '\n',
  );
}

const typesOf = (types: readonly string[]) =>
  types.length === PROMPT_TYPES.length ? 'every type' : types.map(code).join(', ');

const INTRO = `# Instruction variables

<!-- Generated from contract/src/template/catalogue.ts by \`node scripts/docs/prompt-variables.mjs\`;
contract/src/template/variables-doc.test.ts fails when this file differs. Do not edit it by hand. -->

An instruction's text names the records of the workspace it serves with
[Mustache](https://mustache.github.io/mustache.5.html) tags (mustache.js 4.2). Each instruction
type may name the variables listed for it; creating, editing or restoring a text that names
anything else, or does not parse, answers 400 \`UNKNOWN_VARIABLE\` or \`TEMPLATE_SYNTAX\` with the
variable and its line ([api.md](api.md#instruction-studio-variables-and-render)).
\`POST /api/prompts/render\` renders a text on a workspace's real records, HTML escaping off;
\`GET /api/prompts/variables?promptType=…\` answers this list for one type.

- \`text\`: \`{{tenant.name}}\` writes the value. A section over it,
  \`{{#tenant.primaryDomain}} ({{tenant.primaryDomain}}){{/tenant.primaryDomain}}\`, shows its
  content only when the value is not empty; \`{{^…}}…{{/…}}\` only when it is.
- \`list\`: a section over records, \`{{#icp.segments}}…{{/icp.segments}}\`; inside it, the
  item's fields by their own names (\`{{name}}\`).
- \`text-list\`: a section over texts, each item written \`{{.}}\`.
- Partials (\`{{> …}}\`) and changed delimiters (\`{{=<% %>=}}\`) are refused.`;

/** The whole of docs/prompt-variables.md. */
export function promptVariablesDoc(): string {
  const summary = table(
    ['Variable', 'Kind', 'Description', 'Example', 'Types'],
    PROMPT_VARIABLES.map((variable) => [
      code(variable.name),
      variable.kind,
      variable.description,
      variable.kind === 'text' ? code(variable.example) : 'below',
      typesOf(variable.types),
    ]),
  );
  const lists = PROMPT_VARIABLES.filter((variable) => variable.kind !== 'text').map((variable) => {
    const fields = variable.fields?.length
      ? table(
          ['Field', 'Description', 'Example'],
          variable.fields.map((field) => [
            code(field.name),
            field.description,
            code(field.example),
          ]),
        )
      : 'Each item is a text: `{{.}}`.';
    return `### ${code(variable.name)}\n\n\`\`\`mustache\n${variable.example}\n\`\`\`\n\n${fields}`;
  });
  return (
    [INTRO, '## Variables', summary, '## Lists: example and fields', ...lists].join('\n\n') + '\n'
  );
}

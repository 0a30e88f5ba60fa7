import { type Kysely, sql } from 'kysely';

/*
 * This migration's own copies of the instruction types and of the catalogue names it writes:
 * a migration must not change when the contract's catalogue does.
 */
const ICP_BASED = ['ICP', 'ICP_EDIT', 'BUYER_PERSONA', 'BUYER_PERSONA_EDIT'];
const USP_BASED = ['USP', 'USP_EDIT'];

interface Legacy {
  /** The placeholder's name: `company` of `{{company}}`. */
  name: string;
  /** What it says in catalogue names. */
  text: string;
  /** A list: it starts on a line of its own, one item a line. */
  list?: boolean;
  /** The types whose catalogue has its values; every type when absent. */
  types?: string[];
}

/**
 * The placeholders the seeded instructions used before the catalogue (issue 20) and what they
 * meant: the company is the tenant, its domain and what the workspace is about; the ICP its
 * name, description and segments; products and capabilities the USP's lists.
 */
const LEGACY_PLACEHOLDERS: Legacy[] = [
  {
    name: 'company',
    text:
      '{{tenant.name}}{{#tenant.primaryDomain}} ({{tenant.primaryDomain}}){{/tenant.primaryDomain}}' +
      '{{#workspace.description}}. {{workspace.description}}{{/workspace.description}}',
  },
  { name: 'domain', text: '{{tenant.primaryDomain}}' },
  { name: 'problem_area', text: '{{workspace.description}}' },
  {
    name: 'icp',
    text:
      '{{icp.name}}\n{{icp.description}}\nSegments:\n' +
      '{{#icp.segments}}- {{name}}: {{description}} ({{details}})\n{{/icp.segments}}',
    types: ICP_BASED,
  },
  {
    name: 'products',
    text: '{{#usp.products}}- {{.}}\n{{/usp.products}}',
    list: true,
    types: USP_BASED,
  },
  {
    name: 'capabilities',
    text: '{{#usp.capabilities}}- {{.}}\n{{/usp.capabilities}}',
    list: true,
    types: USP_BASED,
  },
];

/** An instruction's text with its legacy placeholders in catalogue names, as far as its type has them. */
function rewriteLegacyPlaceholders(promptType: string, content: string): string {
  let text = content;
  for (const { name, text: replacement, list, types } of LEGACY_PLACEHOLDERS) {
    if (types && !types.includes(promptType)) continue;
    const tag = `\\{\\{\\s*${name}\\s*\\}\\}`;
    text = list
      ? text.replace(new RegExp(`[ \\t]*${tag}`, 'g'), () => `\n${replacement}`)
      : text.replace(new RegExp(tag, 'g'), () => replacement);
  }
  return text;
}

interface PromptRow {
  seq: number | string;
  prompt_type: string;
  prompt_content: string;
}

/**
 * Rewrites every stored version (not only the active ones: a restore copies an old text) whose
 * text still names a legacy placeholder, in place. The one exception to "rows are never
 * updated" (003-prompts): the versions keep their number, flags and timestamps, as the text
 * means what it meant. A placeholder its type's catalogue has no value for (`{{icp}}` in a
 * USP instruction) stays, and the check refuses that text until someone edits it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const anyTag = '%{{%';
  const { rows } = await sql<PromptRow>`
    select seq, prompt_type, prompt_content from prompts where prompt_content like ${anyTag}
  `.execute(db);
  for (const row of rows) {
    const text = rewriteLegacyPlaceholders(row.prompt_type, row.prompt_content);
    if (text === row.prompt_content) continue;
    await sql`update prompts set prompt_content = ${text} where seq = ${row.seq}`.execute(db);
  }
}

// No `down`: a text in catalogue names cannot be told apart from one written so since.

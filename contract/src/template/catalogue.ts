import { PROMPT_TYPES } from '../limits';

type PromptTypeKey = (typeof PROMPT_TYPES)[number];

/** One field of each item of a list variable (`{{#icp.segments}}{{name}}{{/icp.segments}}`). */
export interface PromptVariableField {
  name: string;
  description: string;
  example: string;
}

/**
 * A value an instruction may name, filled from the workspace's own records when it is
 * rendered. `text` renders as is; `list` is a section over records (its `fields` name what
 * each item holds); `text-list` is a section over strings, each written `{{.}}`.
 */
export interface PromptVariable {
  /** The wire shapes' path: `tenant.name`, `icp.segments`. */
  name: string;
  kind: 'text' | 'list' | 'text-list';
  /** What it is filled from, in the screens' words. */
  description: string;
  example: string;
  /** The instruction types whose text may name it. */
  types: readonly PromptTypeKey[];
  fields?: readonly PromptVariableField[];
}

/** Instructions that work on an ICP: the Preview asks for one. */
export const ICP_BASED_TYPES = [
  'ICP',
  'ICP_EDIT',
  'BUYER_PERSONA',
  'BUYER_PERSONA_EDIT',
] as const satisfies readonly PromptTypeKey[];
/** Instructions that work on a USP: the Preview asks for one. */
export const USP_BASED_TYPES = ['USP', 'USP_EDIT'] as const satisfies readonly PromptTypeKey[];

/** Instructions that revise a record with the staff's request (issue 39 §2). */
export const EDIT_TYPES = [
  'ICP_EDIT',
  'BUYER_PERSONA_EDIT',
  'USP_EDIT',
] as const satisfies readonly PromptTypeKey[];

const EVERY_TYPE = PROMPT_TYPES;

/**
 * Instructions that build on the workspace's research brief (issue 39 §3): the drafts and
 * their edit types. Company Research itself writes the brief, so it does not read one.
 */
export const RESEARCH_BASED_TYPES = [
  'ICP',
  'ICP_EDIT',
  'BUYER_PERSONA',
  'BUYER_PERSONA_EDIT',
  'USP',
  'USP_EDIT',
] as const satisfies readonly PromptTypeKey[];

/** The one catalogue of variables: the API checks and renders with it, the docs list it. */
export const PROMPT_VARIABLES: readonly PromptVariable[] = [
  {
    name: 'tenant.name',
    kind: 'text',
    description: "The tenant's name",
    example: 'Acme Corp',
    types: EVERY_TYPE,
  },
  {
    name: 'tenant.primaryDomain',
    kind: 'text',
    description: "The tenant's primary domain (empty when it has none)",
    example: 'acme.example',
    types: EVERY_TYPE,
  },
  {
    name: 'workspace.name',
    kind: 'text',
    description: "The workspace's name",
    example: 'Enterprise Sales',
    types: EVERY_TYPE,
  },
  {
    name: 'workspace.description',
    kind: 'text',
    description: "The workspace's description (empty by default)",
    example: 'Deals above 500 seats in North America',
    types: EVERY_TYPE,
  },
  {
    name: 'icp.name',
    kind: 'text',
    description: "The chosen ICP's name",
    example: 'Mid-market SaaS',
    types: ICP_BASED_TYPES,
  },
  {
    name: 'icp.description',
    kind: 'text',
    description: "The chosen ICP's customer description",
    example: 'B2B software companies with 200–2,000 employees',
    types: ICP_BASED_TYPES,
  },
  {
    name: 'icp.segments',
    kind: 'list',
    description: "The chosen ICP's segments",
    example: '{{#icp.segments}}- {{name}}: {{details}}\n{{/icp.segments}}',
    types: ICP_BASED_TYPES,
    fields: [
      { name: 'name', description: "The segment's name", example: 'Fintech' },
      { name: 'description', description: "The segment's description", example: 'Payments' },
      { name: 'details', description: "The segment's details", example: '200+ employees, EU' },
    ],
  },
  {
    name: 'icp.buyerPersonas',
    kind: 'list',
    description: "The chosen ICP's buyer personas",
    example:
      '{{#icp.buyerPersonas}}- {{name}}{{#isMobilizer}} (mobilizer){{/isMobilizer}}\n{{/icp.buyerPersonas}}',
    types: ICP_BASED_TYPES,
    fields: [
      { name: 'name', description: "The persona's name", example: 'VP of Sales' },
      {
        name: 'description',
        description: "The persona's description (optional: may be empty)",
        example: 'Owns the revenue target',
      },
      {
        name: 'isMobilizer',
        description: 'Whether the persona is a mobilizer (a section: shown when true)',
        example: '{{#isMobilizer}}mobilizer{{/isMobilizer}}',
      },
      {
        name: 'isBuyingCommittee',
        description:
          'Whether the persona sits on the buying committee (a section: shown when true)',
        example: '{{#isBuyingCommittee}}committee{{/isBuyingCommittee}}',
      },
    ],
  },
  {
    name: 'usp.name',
    kind: 'text',
    description: "The chosen USP's name",
    example: 'One-click onboarding',
    types: USP_BASED_TYPES,
  },
  {
    name: 'usp.differentiator',
    kind: 'text',
    description: "The chosen USP's differentiator",
    example: 'Live in a day, not a quarter',
    types: USP_BASED_TYPES,
  },
  {
    name: 'usp.products',
    kind: 'text-list',
    description: "The chosen USP's products, one item each",
    example: '{{#usp.products}}- {{.}}\n{{/usp.products}}',
    types: USP_BASED_TYPES,
  },
  {
    name: 'usp.capabilities',
    kind: 'text-list',
    description: "The chosen USP's capabilities, one item each",
    example: '{{#usp.capabilities}}- {{.}}\n{{/usp.capabilities}}',
    types: USP_BASED_TYPES,
  },
  {
    name: 'request',
    kind: 'text',
    description: "The staff's request, as typed in 'Revise with AI'",
    example: 'Split the enterprise segment by region',
    types: EDIT_TYPES,
  },
  {
    name: 'research.summary',
    kind: 'text',
    description: "The research brief's summary (empty without one)",
    example: 'Acme Corp makes sensors for food plants.',
    types: RESEARCH_BASED_TYPES,
  },
  {
    name: 'research.offerings',
    kind: 'text-list',
    description: "The research brief's offerings, one item each",
    example: '{{#research.offerings}}- {{.}}\n{{/research.offerings}}',
    types: RESEARCH_BASED_TYPES,
  },
  {
    name: 'research.markets',
    kind: 'text-list',
    description: "The research brief's markets, one item each",
    example: '{{#research.markets}}- {{.}}\n{{/research.markets}}',
    types: RESEARCH_BASED_TYPES,
  },
  {
    name: 'research.competitors',
    kind: 'text-list',
    description: "The research brief's competitors, one item each",
    example: '{{#research.competitors}}- {{.}}\n{{/research.competitors}}',
    types: RESEARCH_BASED_TYPES,
  },
  {
    name: 'research.signals',
    kind: 'text-list',
    description: "The research brief's buying signals, one item each",
    example: '{{#research.signals}}- {{.}}\n{{/research.signals}}',
    types: RESEARCH_BASED_TYPES,
  },
];

/** The catalogue entries an instruction of `promptType` may name, in catalogue order. */
export const variablesFor = (promptType: PromptTypeKey): PromptVariable[] =>
  PROMPT_VARIABLES.filter((variable) => variable.types.includes(promptType));

/** Whether the Preview of this type asks for an ICP, a USP, or neither. */
export const recordKindFor = (promptType: PromptTypeKey): 'icp' | 'usp' | null => {
  if ((ICP_BASED_TYPES as readonly string[]).includes(promptType)) return 'icp';
  if ((USP_BASED_TYPES as readonly string[]).includes(promptType)) return 'usp';
  return null;
};

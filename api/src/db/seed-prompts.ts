import type { CreatePromptRequest } from '@portal/contract';
import type { Repositories } from '../repositories';
import type { Actor } from '../repositories/audit';

type SeedText = Omit<CreatePromptRequest, 'version'>;

/** A demo prompt: its version 1.0, then the edits that followed it (1.1, 1.2, …). */
export interface SeedPrompt {
  first: SeedText;
  edits: SeedText[];
  /** Written for its job and shipped with the portal: authored (and audited) by it. */
  fromPortal?: true;
}

/**
 * The author of the instructions the portal comes with (issue 39 §2): their versions say
 * "the portal" rather than an unknown author, and the audit trail names it for their creation
 * and release. No account has this id.
 */
export const PORTAL_ACTOR: Actor = { id: 'portal', username: 'the portal' };

/** The tenant, its domain and what the workspace is about; the optional parts only when set. */
const COMPANY =
  '{{tenant.name}}{{#tenant.primaryDomain}} ({{tenant.primaryDomain}}){{/tenant.primaryDomain}}' +
  '{{#workspace.description}}. {{workspace.description}}{{/workspace.description}}';

/**
 * What the workspace's research brief says (issue 39 §3), for the drafts that build on it; each
 * part only when the brief has it, nothing at all without a brief.
 */
export const RESEARCH =
  "{{#research.summary}}\n\nWhat we know about the company (the workspace's research brief):\n" +
  '{{research.summary}}{{/research.summary}}' +
  '{{#research.offerings}}\n- Offers: {{.}}{{/research.offerings}}' +
  '{{#research.markets}}\n- Sells to: {{.}}{{/research.markets}}' +
  '{{#research.competitors}}\n- Competes with: {{.}}{{/research.competitors}}' +
  '{{#research.signals}}\n- Buying signal: {{.}}{{/research.signals}}';

const ICP_V1: SeedText = {
  promptType: 'ICP',
  description: 'Initial ICP generation prompt',
  promptContent:
    'You are a B2B go-to-market strategist. From the company description below, draft an Ideal ' +
    'Customer Profile: a name, a one-paragraph customer description, and 2–4 segments, each ' +
    'with a name, a description and concrete qualifying details.\n\nCompany: ' +
    COMPANY,
};

/** What an edit instruction says of the answer: the request, and nothing but the request. */
const ONLY_THE_REQUEST =
  'Apply the request below and change nothing else: keep every part the request does not ' +
  'touch exactly as it is, in the same order.';

/** The first instructions of the edit types ('Revise with AI', issue 39 §2). */
const EDIT_PROMPTS: SeedPrompt[] = [
  {
    first: {
      promptType: 'ICP_EDIT',
      description: 'Revise an ICP as staff ask',
      promptContent:
        'You are a B2B go-to-market strategist revising an Ideal Customer Profile of ' +
        `${COMPANY}. ${ONLY_THE_REQUEST} When the request adds or splits a segment, give each ` +
        'new segment a name, a description and details a sales rep can check before a first ' +
        'call: employee count, revenue band, tech stack, region. Do not invent customer names.' +
        '\n\nRequest: {{request}}\n\nThe ICP as it stands:\nName: {{icp.name}}\n' +
        'Description: {{icp.description}}\nSegments:\n' +
        '{{#icp.segments}}- {{name}}: {{description}} ({{details}})\n{{/icp.segments}}' +
        'Buyer personas:\n{{#icp.buyerPersonas}}- {{name}}{{#isMobilizer}} (mobilizer)' +
        '{{/isMobilizer}}{{#isBuyingCommittee}} (buying committee){{/isBuyingCommittee}}\n' +
        '{{/icp.buyerPersonas}}',
    },
    edits: [],
    fromPortal: true,
  },
  {
    first: {
      promptType: 'BUYER_PERSONA_EDIT',
      description: 'Revise one buyer persona as staff ask',
      promptContent:
        'You are a B2B go-to-market strategist revising one buyer persona of the Ideal ' +
        'Customer Profile "{{icp.name}}" of {{tenant.name}}. The persona to revise comes as JSON ' +
        `in the message. ${ONLY_THE_REQUEST} A persona is a role involved in buying: its name is ` +
        'the job title, its description what they are measured on and care about; it is a ' +
        'mobilizer when it drives the deal internally, and on the buying committee when it ' +
        'signs off.\n\nRequest: {{request}}\n\nThe ICP: {{icp.description}}\nSegments:\n' +
        '{{#icp.segments}}- {{name}}: {{description}}\n{{/icp.segments}}' +
        'Its personas, the one to revise among them (answer for that one only):\n' +
        '{{#icp.buyerPersonas}}- {{name}}\n{{/icp.buyerPersonas}}',
    },
    edits: [],
    fromPortal: true,
  },
  {
    first: {
      promptType: 'USP_EDIT',
      description: 'Revise a USP as staff ask',
      promptContent:
        `You are revising a unique selling proposition of ${COMPANY}. ${ONLY_THE_REQUEST} ` +
        'The differentiator stays the one claim a competitor cannot make, in at most two ' +
        'sentences; products and capabilities stay short lines.\n\nRequest: {{request}}' +
        '\n\nThe USP as it stands:\nName: {{usp.name}}\n' +
        'Differentiator: {{usp.differentiator}}\nProducts:\n' +
        '{{#usp.products}}- {{.}}\n{{/usp.products}}Capabilities:\n' +
        '{{#usp.capabilities}}- {{.}}\n{{/usp.capabilities}}',
    },
    edits: [],
    fromPortal: true,
  },
];

/** Demo instructions (spec §3); the ICP one has an older, inactive version 1.0. */
export const SEED_PROMPTS: SeedPrompt[] = [
  {
    first: ICP_V1,
    edits: [
      {
        promptType: 'ICP',
        description: 'Segments must carry measurable qualifiers',
        promptContent:
          'You are a B2B go-to-market strategist. From the company description below, draft ' +
          'an Ideal Customer Profile: a name, a one-paragraph customer description, and 2–4 ' +
          'segments. Every segment needs a name, a description and details that a sales rep ' +
          'can check before a first call: employee count, revenue band, tech stack, region.' +
          '\n\nAnswer in JSON matching the ICP schema. Do not invent customer names.' +
          '\n\nCompany: ' +
          COMPANY +
          RESEARCH,
      },
    ],
  },
  {
    first: {
      promptType: 'BUYER_PERSONA',
      description: 'Buyer personas for an ICP',
      promptContent:
        'For the Ideal Customer Profile below, list the 3–5 roles involved in buying. For each, ' +
        'give a name (job title), what they are measured on, and whether they mobilise the ' +
        'deal internally and whether they sit on the buying committee.\n\n' +
        'ICP: {{icp.name}}\n{{icp.description}}\nSegments:\n' +
        '{{#icp.segments}}- {{name}}: {{description}} ({{details}})\n{{/icp.segments}}' +
        RESEARCH,
    },
    edits: [],
  },
  {
    first: {
      promptType: 'USP',
      description: 'USP from products and capabilities',
      promptContent:
        'Write a unique selling proposition for the products and capabilities below. Lead ' +
        'with the one differentiator a competitor cannot claim, in at most two sentences, ' +
        'then keep the capabilities as a list.\n\n' +
        'Products:\n{{#usp.products}}- {{.}}\n{{/usp.products}}\n' +
        'Capabilities:\n{{#usp.capabilities}}- {{.}}\n{{/usp.capabilities}}' +
        RESEARCH,
    },
    edits: [],
  },
  {
    first: {
      promptType: 'COMPANY_RESEARCH',
      description: 'Account research brief',
      promptContent:
        'Research the company at {{tenant.primaryDomain}} from public sources. Summarise in under 200 words: ' +
        'what it sells and to whom, its size and growth signals, recent news (last 6 months) ' +
        'and the likely owner of {{workspace.description}}. Cite a source for every claim.',
    },
    edits: [
      {
        promptType: 'COMPANY_RESEARCH',
        description: "The research brief's sections",
        promptContent:
          'You research B2B companies for a sales team. Describe the company below from what ' +
          'you know, in these sections: a summary (who it is, what it does, how large it is), ' +
          'its offerings (what it sells), its markets (whom and where it sells to), its ' +
          'competitors, and buying signals (events that make a purchase likely: growth, ' +
          'hiring, funding, new regulation). Say only what you know: leave a list empty ' +
          'rather than guess, and do not invent sources, figures or news.\n\nCompany: ' +
          COMPANY,
      },
    ],
  },
  ...EDIT_PROMPTS,
];

/**
 * Creates the demo prompts that are missing. A prompt counts as present when a version 1.0
 * with its first type and description exists: history is never rewritten, so an edited demo
 * prompt still matches and is not seeded twice. Returns how many prompts it created.
 */
export async function seedPrompts(repos: Repositories): Promise<number> {
  const firsts = new Set(
    (await repos.prompts.list())
      .filter((p) => p.version === '1.0')
      .map((p) => `${p.promptType}\n${p.description}`),
  );
  const missing = SEED_PROMPTS.filter(
    ({ first }) => !firsts.has(`${first.promptType}\n${first.description}`),
  );
  for (const { first, edits, fromPortal } of missing) {
    const author = fromPortal ? PORTAL_ACTOR : null;
    let prompt = await repos.prompts.create(first, author);
    for (const text of edits) {
      const edit = await repos.prompts.edit(prompt, text, author);
      if (edit.outcome !== 'edited')
        throw new Error(`seeding ${first.description}: ${edit.outcome}`);
      prompt = edit.prompt;
    }
  }
  return missing.length;
}

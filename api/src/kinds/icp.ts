import { Icp, IcpContent, IcpDraft, ICP_LIMITS, PersonaDraft } from '@portal/contract';
import { defineKind } from './kind';

const PERSONA_SHAPE =
  'objects with "name" (string), "description" (string), "isMobilizer" (boolean) and ' +
  '"isBuyingCommittee" (boolean)';

const ICP_SHAPE =
  'exactly these keys: "name" (string), "description" (string), "segments" (array of at most ' +
  `${ICP_LIMITS.segments} objects with "name", "description" and "details", all strings) ` +
  `and "buyerPersonas" (array of at most ${ICP_LIMITS.buyerPersonas} ${PERSONA_SHAPE}).`;

const ICP_RULES =
  `No name may be empty; names at most ${ICP_LIMITS.name} characters, other texts at most ` +
  `${ICP_LIMITS.text}.`;

/** Ideal customer profiles (spec §5, §7): segments and buyer personas in child tables. */
export const ICP_KIND = defineKind({
  kind: 'icp',
  label: 'ICP',
  withArticle: 'an ICP',
  record: Icp,
  content: IcpContent,
  // An ICP may be saved from an ICP draft or from a persona draft (its personas).
  drafts: {
    icp: {
      name: 'an ICP draft',
      promptType: 'ICP',
      schema: IcpDraft,
      ask: `Answer with one JSON object and nothing else, with ${ICP_SHAPE} ${ICP_RULES}`,
    },
    'buyer-personas': {
      name: 'a persona draft',
      promptType: 'BUYER_PERSONA',
      schema: PersonaDraft,
      ask:
        'Answer with one JSON object and nothing else, with exactly one key: "buyerPersonas" ' +
        `(array of at most ${ICP_LIMITS.buyerPersonas} ${PERSONA_SHAPE}). ${ICP_RULES}`,
      keys: ['buyerPersonas'],
    },
    // Revisions (issue 39 §2): the whole ICP revised, or one persona of it.
    'icp-revision': {
      name: 'an ICP revision',
      promptType: 'ICP_EDIT',
      schema: IcpDraft,
      ask:
        'Answer with the whole ICP as revised: one JSON object and nothing else, with ' +
        `${ICP_SHAPE} Keep what the request does not ask to change as it is. ${ICP_RULES}`,
      revision: true,
    },
    'persona-revision': {
      name: 'a persona revision',
      promptType: 'BUYER_PERSONA_EDIT',
      schema: PersonaDraft,
      ask:
        'Answer with the persona as revised: one JSON object and nothing else, with exactly ' +
        `one key: "buyerPersonas" (array of ${PERSONA_SHAPE}): the revised persona alone, or ` +
        'the personas it becomes when the request splits it, or none when it asks to remove ' +
        `it. ${ICP_RULES}`,
      keys: ['buyerPersonas'],
      revision: true,
    },
  },
  csvGroups: { buyerPersonas: 'persona' },
});

import { Icp, IcpContent, IcpDraft, ICP_LIMITS, PersonaDraft } from '@portal/contract';
import { defineKind } from './kind';

const PERSONA_SHAPE =
  'objects with "name" (string), "description" (string), "isMobilizer" (boolean) and ' +
  '"isBuyingCommittee" (boolean)';

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
      ask:
        'Answer with one JSON object and nothing else, with exactly these keys: "name" (string), ' +
        '"description" (string), "segments" (array of at most ' +
        `${ICP_LIMITS.segments} objects with "name", "description" and "details", all strings) ` +
        `and "buyerPersonas" (array of at most ${ICP_LIMITS.buyerPersonas} ${PERSONA_SHAPE}). ` +
        ICP_RULES,
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
  },
  csvGroups: { buyerPersonas: 'persona' },
});

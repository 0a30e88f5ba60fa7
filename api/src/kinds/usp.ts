import { Usp, UspContent, UspDraft, USP_LIMITS } from '@portal/contract';
import { defineKind } from './kind';

const USP_SHAPE =
  'exactly these keys: "name" (string), "differentiator" (string), "products" (array of ' +
  `strings) and "capabilities" (array of strings), each list with 1 to ${USP_LIMITS.items} ` +
  `entries. No text may be empty; name at most ${USP_LIMITS.name} characters, differentiator ` +
  `at most ${USP_LIMITS.differentiator}, each entry at most ${USP_LIMITS.item}.`;

/** Unique selling propositions (spec §5, §7): products and capabilities as lines. */
export const USP_KIND = defineKind({
  kind: 'usp',
  label: 'USP',
  withArticle: 'a USP',
  record: Usp,
  content: UspContent,
  drafts: {
    usp: {
      name: 'a USP draft',
      promptType: 'USP',
      schema: UspDraft,
      ask: `Answer with one JSON object and nothing else, with ${USP_SHAPE}`,
    },
    // A revision (issue 39 §2): the whole USP revised.
    'usp-revision': {
      name: 'a USP revision',
      promptType: 'USP_EDIT',
      schema: UspDraft,
      ask:
        'Answer with the whole USP as revised: one JSON object and nothing else, with ' +
        `${USP_SHAPE} Keep what the request does not ask to change as it is.`,
      revision: true,
    },
  },
});

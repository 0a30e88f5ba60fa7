import {
  RESEARCH_LIMITS,
  ResearchBrief,
  ResearchBriefContent,
  ResearchDraft,
} from '@portal/contract';
import { defineKind } from './kind';

const LIST_RULE =
  `each an array of at most ${RESEARCH_LIMITS.items} strings of at most ` +
  `${RESEARCH_LIMITS.item} characters (an empty array when you do not know)`;

/**
 * A workspace's research brief about the customer company (issue 39 §3). One live brief per
 * workspace (`onePerWorkspace`): a second create is 409 BRIEF_EXISTS, an import or copy
 * matches the workspace's brief whatever its name, a restore waits for the live one to go.
 */
export const BRIEF_KIND = defineKind({
  kind: 'brief',
  label: 'research brief',
  withArticle: 'a research brief',
  record: ResearchBrief,
  content: ResearchBriefContent,
  onePerWorkspace: true,
  drafts: {
    brief: {
      name: 'a research proposal',
      promptType: 'COMPANY_RESEARCH',
      schema: ResearchDraft,
      ask:
        'Answer with one JSON object and nothing else, with exactly these keys: "name" (the ' +
        'company\'s name, string), "summary" (string: who the company is and what it does), ' +
        '"offerings" (what it sells), "markets" (whom and where it sells to), "competitors" ' +
        `and "signals" (events that make a purchase likely), ${LIST_RULE}. No text may be ` +
        `empty; name at most ${RESEARCH_LIMITS.name} characters, summary at most ` +
        `${RESEARCH_LIMITS.summary}. Say only what you know; do not invent sources or figures.`,
      // A proposal has no sources: staff add them; a section without one is model knowledge.
      keys: ['name', 'summary', 'offerings', 'markets', 'competitors', 'signals'],
      describesTenant: true,
    },
  },
  csvGroups: { offerings: 'offering', signals: 'signal' },
});

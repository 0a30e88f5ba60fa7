import type { ResearchBriefContent } from '@portal/contract';
import { RESEARCH_SECTIONS, type ResearchSectionKey } from '@portal/contract/limits';

/** The lists of a brief: each typed one entry per line. */
export const LIST_SECTIONS = ['offerings', 'markets', 'competitors', 'signals'] as const;
type ListSection = (typeof LIST_SECTIONS)[number];

/** A brief as its form types it: texts, lists and each section's sources as lines. */
export type BriefForm = { name: string; summary: string } & Record<ListSection, string> & {
    sources: Record<ResearchSectionKey, string>;
  };

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The form of a brief or a proposal. */
export function formOf(content: ResearchBriefContent): BriefForm {
  const sources = Object.fromEntries(
    RESEARCH_SECTIONS.map((section) => [
      section,
      content.sources
        .filter((source) => source.section === section)
        .map((source) => source.reference)
        .join('\n'),
    ]),
  ) as Record<ResearchSectionKey, string>;
  return {
    name: content.name,
    summary: content.summary,
    ...(Object.fromEntries(LIST_SECTIONS.map((key) => [key, content[key].join('\n')])) as Record<
      ListSection,
      string
    >),
    sources,
  };
}

/** What a save sends: empty lines dropped, sources in the sections' order. */
export function contentOf(form: BriefForm): ResearchBriefContent {
  return {
    name: form.name.trim(),
    summary: form.summary.trim(),
    offerings: lines(form.offerings),
    markets: lines(form.markets),
    competitors: lines(form.competitors),
    signals: lines(form.signals),
    sources: RESEARCH_SECTIONS.flatMap((section) =>
      lines(form.sources[section]).map((reference) => ({ section, reference })),
    ),
  };
}

import type { TemplateAnalysis } from '@portal/contract/template';

/** A run of an instruction's text: plain, or a `{{…}}` tag with whether the check refuses it. */
export type TemplateSegment =
  { kind: 'text'; text: string } | { kind: 'tag'; text: string; problem: boolean };

// `{{name}}`, `{{{name}}}`, `{{#list}}`, `{{/list}}`, `{{^flag}}`, `{{& name}}`, `{{> partial}}`.
const TAG = /\{\{\{?[^{}]*\}?\}\}/g;

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** The name a tag speaks of, without its sigil: `{{#icp.segments}}` → `icp.segments`. */
const nameOf = (tag: string) =>
  tag
    .replace(/^\{\{\{?/, '')
    .replace(/\}?\}\}$/, '')
    .replace(/^[#^/&>=]/, '')
    .trim();

/**
 * Splits a text into plain runs and tags; a tag is a problem when one of the check's problems
 * on its line quotes it (the check names the variable and its line, not its column).
 * Comments (`{{! … }}`) are plain text: they name nothing.
 */
export function templateSegments(text: string, analysis: TemplateAnalysis): TemplateSegment[] {
  const segments: TemplateSegment[] = [];
  let from = 0;
  for (const match of text.matchAll(TAG)) {
    const tag = match[0];
    if (tag.startsWith('{{!')) continue;
    const name = nameOf(tag);
    const line = lineAt(text, match.index);
    const problem = analysis.problems.some(
      (found) =>
        found.line === line &&
        (found.message.includes(`"{{${name}}}"`) || found.message.includes(`"${name}"`)),
    );
    if (match.index > from) segments.push({ kind: 'text', text: text.slice(from, match.index) });
    segments.push({ kind: 'tag', text: tag, problem });
    from = match.index + tag.length;
  }
  if (from < text.length) segments.push({ kind: 'text', text: text.slice(from) });
  return segments;
}

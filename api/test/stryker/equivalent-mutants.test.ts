import { readFileSync } from 'node:fs';
import path from 'node:path';

interface Entry {
  file: string;
  code: string;
  context?: string;
  reason: string;
}
const EQUIVALENT_MUTANTS: Entry[] = JSON.parse(
  readFileSync(path.join(__dirname, '../../stryker/equivalent-mutants.json'), 'utf8'),
);

/** The reviewed list of equivalent mutants must name code that exists, each in one place. */
const squeeze = (text: string) => text.replace(/\s+/g, ' ');
const occurrences = (text: string, part: string) => text.split(part).length - 1;

test.each(
  EQUIVALENT_MUTANTS.map((entry) => [entry.file, entry.context ?? entry.code, entry] as const),
)('%s: `%s` is in the file exactly once', (file, _place, entry) => {
  const source = squeeze(readFileSync(path.join(__dirname, '../..', file), 'utf8'));
  const context = squeeze(entry.context ?? entry.code);
  expect(context).toContain(squeeze(entry.code));
  expect(occurrences(source, context)).toBe(1);
  expect(entry.reason).not.toBe('');
});

// @ts-check
import { readFileSync } from 'node:fs';
import { PluginKind, declareValuePlugin } from '@stryker-mutator/api/plugin';

/**
 * The reviewed list of equivalent mutants (equivalent-mutants.json): code whose mutants no
 * test can tell from the original, each with its reason. Product files carry no Stryker
 * comments; that list is the one place to review. An entry names a file, the exact source of
 * the smallest expression holding the mutants (`code`) and, where that is not unique in the
 * file, a longer `context` around it (within a few enclosing nodes);
 * test/stryker/equivalent-mutants.test.ts fails when an entry no longer names exactly one
 * place. Stryker's ignorers skip every mutant inside an expression, not one mutator, so an
 * entry whose expression also holds killable mutants says which.
 * @type {readonly { file: string, code: string, context?: string, reason: string }[]}
 */
const EQUIVALENT_MUTANTS = JSON.parse(
  readFileSync(new URL('./equivalent-mutants.json', import.meta.url), 'utf8'),
);

/** Source text with runs of white space as one space, so formatting does not matter. */
const squeeze = (/** @type {string} */ text) => text.replace(/\s+/g, ' ').trim();

/** How many enclosing nodes up an entry's `context` may be found. */
const CONTEXT_DEPTH = 3;

/** @param {any} path a Babel NodePath @param {string} context */
function within(path, context) {
  let ancestor = path;
  for (let depth = 0; depth <= CONTEXT_DEPTH && ancestor; depth++) {
    if (squeeze(ancestor.getSource()).includes(context)) return true;
    ancestor = ancestor.parentPath;
  }
  return false;
}

/** Skips the mutants of each expression stryker/equivalent-mutants.mjs lists, with its reason. */
export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'equivalent-mutants', {
    /** @param {any} path a Babel NodePath */
    shouldIgnore(path) {
      const fileName = String(path.hub?.file?.opts?.filename ?? '').replaceAll('\\', '/');
      const entries = EQUIVALENT_MUTANTS.filter((entry) => fileName.endsWith(`/${entry.file}`));
      if (entries.length === 0) return undefined;
      const source = squeeze(path.getSource());
      const entry = entries.find(
        (candidate) =>
          source === squeeze(candidate.code) &&
          within(path, squeeze(candidate.context ?? candidate.code)),
      );
      return entry ? `Equivalent: ${entry.reason}` : undefined;
    },
  }),
];

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promptVariablesDoc } from './variables-doc';

const DOC = join(__dirname, '../../../docs/prompt-variables.md');

test('docs/prompt-variables.md is what `node scripts/docs/prompt-variables.mjs` writes', () => {
  expect(readFileSync(DOC, 'utf8')).toBe(promptVariablesDoc());
});

test('the doc lists every variable, and the fields of each list', () => {
  const doc = promptVariablesDoc();
  expect(doc).toContain(
    "| `tenant.primaryDomain`  | text      | The tenant's primary domain (empty when it has none) |",
  );
  expect(doc).toContain('| `usp.products`          | text-list |');
  expect(doc).toContain('### `icp.buyerPersonas`');
  expect(doc).toContain('| `isMobilizer`       | Whether the persona is a mobilizer');
});

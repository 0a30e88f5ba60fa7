// Writes docs/prompt-variables.md from the contract's variable catalogue (issue 20):
// `node scripts/docs/prompt-variables.mjs`. The contract is TypeScript, so it is built first
// (tsc -b: only when its sources changed); contract/src/template/variables-doc.test.ts fails
// while the committed file differs from what this writes.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const require = createRequire(`${root}package.json`);

execFileSync(
  process.execPath,
  [require.resolve('typescript/bin/tsc'), '-b', 'contract/tsconfig.build.json'],
  { cwd: root, stdio: 'inherit' },
);
const { promptVariablesDoc } = require('./contract/dist/template/variables-doc.js');
const target = `${root}docs/prompt-variables.md`;
writeFileSync(target, promptVariablesDoc());
console.log(`wrote ${target}`);

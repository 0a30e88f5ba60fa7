// A remote that imports an antd component from 'antd' consumes the host's antd contexts; the
// others' builds (the sign-in page's remote among them) stay without those shared entries.
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { after, test } = require('node:test');
const { antdContexts, importsAntd } = require('../webpack');

const made = [];
after(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A throwaway src folder holding `files` (path relative to it → text). */
function fakeSrc(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'antd-contexts-'));
  made.push(dir);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

test('a page that imports a component from antd makes the remote consume the contexts', () => {
  const src = fakeSrc({ 'pages/steps-page.tsx': "import { Steps } from 'antd';\n" });
  assert.equal(importsAntd(src), true);
});

test('imports from the kits, type-only imports and other packages do not', () => {
  const src = fakeSrc({
    'pages/a.tsx': "import { Button } from '@portal/shared/antd';\n",
    'pages/b.ts': "import type { TableColumnsType } from 'antd';\n",
    'c.tsx': "import { useQuery } from '@portal/shared/data';\n// from 'antd';\n",
  });
  assert.equal(importsAntd(src), false);
});

test("the contexts are singletons on the remote's antd range, matched inside node_modules", () => {
  const remote = path.join(__dirname, '..', '..', '..', 'remote-settings');
  const { dependencies } = JSON.parse(fs.readFileSync(path.join(remote, 'package.json'), 'utf8'));
  const shared = antdContexts(remote);
  assert.ok(shared['antd/es/config-provider/context']);
  assert.ok(shared['antd/es/theme/context']);
  for (const entry of Object.values(shared)) {
    assert.deepEqual(entry, {
      singleton: true,
      requiredVersion: dependencies.antd,
      allowNodeModulesSuffixMatch: true,
    });
  }
});

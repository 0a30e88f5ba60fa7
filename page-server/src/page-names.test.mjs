// The names shared with the browser packages: the module and the types TypeScript reads for
// it declare the same constants with the same values, so the host cannot compile against a
// name the server does not write.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import ts from 'typescript';
import * as names from './page-names.js';

test('page-names.d.ts declares exactly the constants of page-names.js, as their literal values', () => {
  const file = new URL('./page-names.d.ts', import.meta.url);
  const source = ts.createSourceFile(
    'page-names.d.ts',
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
  );
  const declared = {};
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const { name, type } of statement.declarationList.declarations) {
      declared[name.text] =
        type && ts.isLiteralTypeNode(type) && ts.isStringLiteral(type.literal)
          ? type.literal.text
          : '(not a string literal type)';
    }
  }
  assert.deepEqual(declared, { ...names });
});

test('the names are what the browser packages and the tests of the page look for', () => {
  assert.deepEqual(
    { ...names },
    {
      PRERENDERED_ID: 'portal-prerendered',
      PRELOADS_ID: 'portal-preloads',
      INLINE_CONFIG_ID: 'portal-config',
      SESSION_HINT_COOKIE: 'portal_signed_in',
    },
  );
});

import type { ImportResult, WorkspacePack } from '@portal/contract';
import { useStaffExchange } from '../helpers/exchange';
import { countAuditRows } from '../helpers/audit';
import { snapshotOnboarding } from '../helpers/onboarding';

/*
 * Issue 33 §3. The body guard sees the file's text, where a JSON escape (`\u0000`, `\ud800`)
 * is six plain characters; the pack parsed from it holds the character itself. PostgreSQL
 * cannot store a NUL and both databases store a lone surrogate as U+FFFD, so the parsed pack
 * is checked as every body is: an error on the record's row and field, nothing written.
 */

const { ctx, client, signedIn } = useStaffExchange();

const icp = (name: string, segmentDetails = 'Details') => ({
  name,
  description: 'Escaped in the file',
  segments: [{ name: 'Segment', description: 'One', details: segmentDetails }],
  buyerPersonas: [],
});
const ok = icp('Plain record');
const CHARACTERS = 'must not contain NUL characters or unpaired surrogates';

// eslint-disable-next-line no-control-regex -- NUL is what is looked for
const LONE_OR_NUL = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The file's text as JSON.stringify writes it: NUL and lone surrogates become \u escapes. */
const packText = (pack: object) => {
  const text = JSON.stringify({ schemaVersion: 1, ...pack });
  expect(text).not.toMatch(LONE_OR_NUL);
  return text;
};

test.each([
  ['a NUL in a name', { icps: [ok, icp('nul\u0000x')] }, 'icp', 2, 'name'],
  ['a lone high surrogate', { icps: [icp('sur\ud800x')] }, 'icp', 1, 'name'],
  [
    'a lone low surrogate in a list',
    { icps: [ok, ok, icp('Fine name', 'low \udc00 half')] },
    'icp',
    3,
    'segments[0].details',
  ],
  [
    'a NUL in a USP product',
    {
      usps: [{ name: 'U', differentiator: 'D', products: ['a', 'b\u0000'], capabilities: ['c'] }],
    },
    'usp',
    1,
    'products[1]',
  ],
])(
  '%s, escaped in the file, is IMPORT_INVALID on its row and field; nothing written',
  async (_, pack, kind, row, column) => {
    const content = packText(pack);
    const before = await snapshotOnboarding(ctx.database.db);
    const audit = await countAuditRows(ctx.database.db);
    const error = { row, kind, column, message: `${column} ${CHARACTERS}` };

    const preview = await client.import(signedIn.ids.smb.id, { content, dryRun: true });
    expect(preview.statusCode).toBe(200);
    expect(preview.json<ImportResult>().errors).toEqual([error]);

    const response = await client.import(signedIn.ids.smb.id, { content, onConflict: 'copy' });
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'IMPORT_INVALID',
      message: 'Nothing was imported: 1 error in the file',
      errors: [error],
    });
    expect(await snapshotOnboarding(ctx.database.db)).toEqual(before);
    expect(await countAuditRows(ctx.database.db)).toBe(audit);
  },
);

test('an escaped surrogate pair is one character: imported, and it exports with the same hash', async () => {
  const workspace = await ctx.repos.workspaces.create({
    tenantId: signedIn.ids.acme.id,
    name: 'Escaped emoji',
    description: 'Round trip of an escaped pair',
  });
  const content = packText({ icps: [icp('Rocket \ud83d\ude80 launch')], usps: [] });
  expect(content).toContain('Rocket 🚀 launch');
  const escaped = content.replace('🚀', '\\ud83d\\ude80');

  const response = await client.import(workspace.id, { content: escaped });

  expect(response.json<ImportResult>().written).toBe(true);
  const pack: WorkspacePack = await client.pack(workspace.id);
  expect(pack.icps.map((record) => record.name)).toEqual(['Rocket 🚀 launch']);
  const again = await ctx.repos.workspaces.create({
    tenantId: signedIn.ids.acme.id,
    name: 'Escaped emoji again',
    description: 'The same content, imported unescaped',
  });
  await client.import(again.id, { content });
  expect((await client.pack(again.id)).hash).toBe(pack.hash);
});

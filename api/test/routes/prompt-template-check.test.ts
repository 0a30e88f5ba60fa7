import { randomUUID } from 'node:crypto';
import type { Prompt } from '@portal/contract';
import { loginAs, STAFF, useTestApp } from '../helpers/app';
import { countAuditRows } from '../helpers/audit';
import { sender } from '../helpers/onboarding';
import { editOf, promptInput, promptUrl, snapshotPrompts } from '../helpers/prompts';

const ctx = useTestApp();
const send = sender(ctx);
let staff: string;
let stored: Prompt;

beforeAll(async () => {
  staff = await loginAs(ctx.app, STAFF.username, STAFF.password);
  stored = (await send('POST', '/api/prompts/', staff, promptInput())).json<Prompt>();
});

/** [label, type, text, code, message]: texts every write of an instruction refuses. */
const REFUSED: [string, Prompt['promptType'], string, string, string][] = [
  [
    'an unknown variable',
    'ICP',
    'Draft an ICP for {{tenant.name}}.\n\nCompany: {{company}}',
    'UNKNOWN_VARIABLE',
    'Unknown variable "{{company}}" on line 3',
  ],
  [
    'a variable of another type',
    'COMPANY_RESEARCH',
    'Research {{tenant.primaryDomain}}\nfor {{icp.name}}',
    'UNKNOWN_VARIABLE',
    'Variable "{{icp.name}}" on line 2 is not available to COMPANY_RESEARCH instructions',
  ],
  [
    'an unclosed section',
    'ICP',
    'Segments:\n\n{{#icp.segments}}- {{name}}\n',
    'TEMPLATE_SYNTAX',
    'Section "icp.segments" opened on line 3 is not closed',
  ],
];

/** Sends the request; expects the 400 and the prompts table and audit trail as they were. */
async function expectRefused(
  request: () => ReturnType<typeof send>,
  code: string,
  message: string,
) {
  const rows = await snapshotPrompts(ctx.database.db);
  const entries = await countAuditRows(ctx.database.db);
  const response = await request();
  expect(response.json()).toEqual({ statusCode: 400, code, message });
  expect(response.statusCode).toBe(400);
  expect(await snapshotPrompts(ctx.database.db)).toEqual(rows);
  expect(await countAuditRows(ctx.database.db)).toBe(entries);
}

describe.each(REFUSED)('a text with %s', (_label, promptType, promptContent, code, message) => {
  test('is refused by POST /api/prompts/, nothing stored', async () => {
    const body = promptInput({ promptType, promptContent });
    await expectRefused(() => send('POST', '/api/prompts/', staff, body), code, message);
  });

  test('is refused by PUT /api/prompts/{id}/{version}, nothing stored', async () => {
    const body = editOf(stored, { promptType, promptContent });
    await expectRefused(
      () => send('PUT', promptUrl(stored.id, stored.version), staff, body),
      code,
      message,
    );
  });

  test('is refused when restored from a version saved before the check', async () => {
    const id = randomUUID();
    // Written around the API, as texts were before the catalogue existed.
    await ctx.database.db
      .insertInto('prompts')
      .values([
        {
          id,
          version: '1.0',
          description: 'Old',
          prompt_type: promptType,
          prompt_content: promptContent,
          is_active: 0,
        },
        {
          id,
          version: '1.1',
          description: 'New',
          prompt_type: promptType,
          prompt_content: 'Fine',
          is_active: 1,
        },
      ])
      .execute();
    await expectRefused(
      () => send('POST', `${promptUrl(id)}/versions/1.0/restore`, staff, { activeVersion: '1.1' }),
      code,
      message,
    );
  });
});

test('texts in catalogue names are written as before', async () => {
  const promptContent =
    'For {{tenant.name}} ({{tenant.primaryDomain}}):\n' +
    '{{#icp.segments}}- {{name}}: {{details}}\n{{/icp.segments}}';
  const created = await send('POST', '/api/prompts/', staff, promptInput({ promptContent }));
  expect(created.statusCode).toBe(201);
  const prompt = created.json<Prompt>();
  const edited = await send(
    'PUT',
    promptUrl(prompt.id, '1.0'),
    staff,
    editOf(prompt, { promptContent: `${promptContent}\n{{workspace.description}}` }),
  );
  expect(edited.statusCode).toBe(200);
  const restored = await send('POST', `${promptUrl(prompt.id)}/versions/1.0/restore`, staff, {
    activeVersion: '1.1',
  });
  expect(restored.statusCode).toBe(200);
  expect(restored.json<Prompt>().promptContent).toBe(promptContent);
});

import type { Prompt } from '@portal/contract';
import { loginAs, STAFF, useTestApp } from '../helpers/app';
import { invalidBody, sender } from '../helpers/onboarding';
import { editOf, promptInput, promptUrl, snapshotPrompts } from '../helpers/prompts';

const ctx = useTestApp();
const send = sender(ctx);
const base = '/api/prompts/';
let staff: string;
let stored: Prompt;

beforeAll(async () => {
  staff = await loginAs(ctx.app, STAFF.username, STAFF.password);
  stored = (await send('POST', base, staff, promptInput())).json<Prompt>();
});

type Body = Record<string, unknown>;
const post = (body: Body) => send('POST', base, staff, body);
const put = (body: Body, url = promptUrl(stored.id, stored.version)) =>
  send('PUT', url, staff, body);
const validCreate = (): Body => ({ ...promptInput() });
const validUpdate = (): Body => ({ ...editOf(stored) });

/** Every refused request is a 400 with `body` and leaves the prompts table as it was. */
async function expectRejected(request: () => ReturnType<typeof send>, body: object) {
  const before = await snapshotPrompts(ctx.database.db);
  const response = await request();
  expect(response.json()).toEqual(body);
  expect(response.statusCode).toBe(400);
  expect(await snapshotPrompts(ctx.database.db)).toEqual(before);
}

const TYPES = 'ICP, BUYER_PERSONA, USP, COMPANY_RESEARCH, ICP_EDIT, BUYER_PERSONA_EDIT, USP_EDIT';

/** [label, field changes (undefined deletes the field), message]: refused by POST and PUT. */
const INVALID: [string, Body, string][] = [
  ['unknown promptType', { promptType: 'SUMMARY' }, `promptType must be one of ${TYPES}`],
  ['lower-case promptType', { promptType: 'icp' }, `promptType must be one of ${TYPES}`],
  ['missing promptType', { promptType: undefined }, 'promptType is required'],
  ['blank description', { description: '   ' }, 'description is required'],
  ['empty description', { description: '' }, 'description is required'],
  ['missing description', { description: undefined }, 'description is required'],
  ['blank promptContent', { promptContent: ' \n\t ' }, 'promptContent is required'],
  ['zero-width description', { description: '\u200b' }, 'description is required'],
  ['no-break-space description', { description: '\u00a0\u00a0' }, 'description is required'],
  [
    'invisible promptContent',
    { promptContent: '\ufeff\n\u2060\u200d' },
    'promptContent is required',
  ],
  ['missing promptContent', { promptContent: undefined }, 'promptContent is required'],
  [
    'long description',
    { description: 'x'.repeat(501) },
    'description must be at most 500 characters',
  ],
  [
    'long promptContent',
    { promptContent: 'x'.repeat(50_001) },
    'promptContent must be at most 50000 characters',
  ],
  ['non-string content', { promptContent: 42 }, 'promptContent must be string'],
  ['unknown field', { isActive: 1 }, "Unknown field 'isActive' in body"],
];

const withChanges = (body: Body, changes: Body): Body => {
  const result = { ...body, ...changes };
  for (const [key, value] of Object.entries(changes)) if (value === undefined) delete result[key];
  return result;
};

describe.each([
  ['POST', (changes: Body) => post(withChanges(validCreate(), changes))],
  ['PUT', (changes: Body) => put(withChanges(validUpdate(), changes))],
])('%s /api/prompts validation', (_method, request) => {
  test.each(INVALID)('%s', async (_label, changes, message) => {
    await expectRejected(() => request(changes), invalidBody(message));
  });

  test('the limits themselves are accepted', async () => {
    const response = await request({
      description: 'd'.repeat(500),
      promptContent: 'c'.repeat(50_000),
    });
    expect(response.statusCode).toBeLessThan(300);
    if (response.statusCode === 200) stored = response.json<Prompt>();
  });
});

describe('versions', () => {
  test.each([
    ['1.1', 'version must be "1.0"'],
    ['2.0', 'version must be "1.0"'],
    [1, 'version must be string'],
    [undefined, 'version is required'],
  ])('POST with version %j is refused: %s', async (version, message) => {
    await expectRejected(() => post(withChanges(validCreate(), { version })), invalidBody(message));
  });

  test('PUT whose body version is not a version number is refused', async () => {
    await expectRejected(
      () => put(withChanges(validUpdate(), { version: 'v1' })),
      invalidBody('version must match pattern "^\\d+\\.\\d+$"'),
    );
  });

  test('PUT to a path version that is not a version number is refused', async () => {
    await expectRejected(
      () => put({ ...validUpdate(), version: 'latest' }, promptUrl(stored.id, 'latest')),
      invalidBody('params/version must match pattern "^\\d+\\.\\d+$"'),
    );
  });
});

describe('PUT body that contradicts its path', () => {
  const mismatch = {
    statusCode: 400,
    code: 'ID_MISMATCH',
    message: 'Body id and version must equal the id and version in the path',
  };

  test.each([
    ['another id', { id: 'other' }],
    ['another version', { version: '9.9' }],
  ])('%s is a 400 ID_MISMATCH and writes nothing', async (_label, changes) => {
    await expectRejected(() => put({ ...validUpdate(), ...changes }), mismatch);
  });
});

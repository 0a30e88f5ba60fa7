import type { Usp } from '@portal/contract';
import { useTestApp } from '../helpers/app';
import {
  invalidBody,
  sender,
  snapshotOnboarding,
  uspInput,
  uspPutBody,
} from '../helpers/onboarding';
import { type SeededIds, signInSeeded } from '../helpers/seeded';

const ctx = useTestApp();
const send = sender(ctx);
const base = '/api/usp-onboarding';
let staff: string;
let ids: SeededIds;

beforeAll(async () => ({ staff, ids } = await signInSeeded(ctx)));

async function create(workspaceId: string, overrides = {}): Promise<Usp> {
  const response = await send('POST', base, staff, uspInput(ids.acme.id, workspaceId, overrides));
  expect(response.statusCode).toBe(201);
  return response.json<Usp>();
}

describe('USP validation (spec §5)', () => {
  type Body = Record<string, unknown>;
  const cases: [label: string, change: Body, message: string][] = [
    ['blank name', { name: ' ' }, 'name is required'],
    ['blank differentiator', { differentiator: '' }, 'differentiator is required'],
    ['no products', { products: [] }, 'products must have at least 1 item'],
    ['no capabilities', { capabilities: [] }, 'capabilities must have at least 1 item'],
    ['a blank product line', { products: ['ok', '  '] }, 'products[1] is required'],
    ['a blank capability line', { capabilities: [''] }, 'capabilities[0] is required'],
    ['a zero-width space for a name', { name: '\u200b' }, 'name is required'],
    ['a no-break space for a name', { name: '\u00a0' }, 'name is required'],
    [
      'an invisible differentiator',
      { differentiator: '\ufeff\u2060 \u200d' },
      'differentiator is required',
    ],
    ['an invisible product line', { products: ['ok', '\u200c\u00ad'] }, 'products[1] is required'],
    ['an invisible capability line', { capabilities: ['\u3000'] }, 'capabilities[0] is required'],
    ['a long name', { name: 'x'.repeat(201) }, 'name must be at most 200 characters'],
    [
      'a long differentiator',
      { differentiator: 'x'.repeat(10_001) },
      'differentiator must be at most 10000 characters',
    ],
    ['101 products', { products: Array(101).fill('p') }, 'products must have at most 100 items'],
    [
      'a long capability',
      { capabilities: ['x'.repeat(501)] },
      'capabilities[0] must be at most 500 characters',
    ],
    ['a product that is not a string', { products: [1] }, 'products[0] must be string'],
    ['an unknown field', { legacyUsp: 'a\nb' }, "Unknown field 'legacyUsp' in body"],
  ];

  test.each(cases)('POST and PUT with %s → 400', async (_label, change, message) => {
    const usp = await create(ids.smb.id);
    const before = await snapshotOnboarding(ctx.database.db);
    const post = await send('POST', base, staff, {
      ...uspInput(ids.acme.id, ids.smb.id),
      ...change,
    });
    const put = await send('PUT', `${base}/${usp.id}`, staff, {
      ...uspPutBody(usp),
      ...change,
    });
    for (const response of [post, put]) {
      expect(response.json()).toEqual(invalidBody(message));
    }
    expect(await snapshotOnboarding(ctx.database.db)).toEqual(before);
  });

  test('every field is required on POST, and id too on PUT', async () => {
    // What a PUT sends: `updatedAt` and `updatedBy` are the server's to write.
    const usp = uspPutBody(await create(ids.smb.id));
    // `revision` is the one optional field of a PUT (without it the update always applies).
    for (const field of Object.keys(usp).filter((key) => key !== 'revision')) {
      const { [field]: _dropped, ...rest } = usp as unknown as Body;
      const put = await send('PUT', `${base}/${usp.id}`, staff, rest);
      expect(put.json()).toEqual(invalidBody(`${field} is required`));
      if (field === 'id') continue;
      const { id: _id, ...createRest } = rest;
      const post = await send('POST', base, staff, createRest);
      expect(post.json()).toEqual(invalidBody(`${field} is required`));
    }
  });
});

import { Value } from 'typebox/value';
import { Change as ChangeSchema, IcpContent, UspContent } from '../index';
import { applyChanges, changeList, keptChanges } from './change-list';
import { CONTENT_FIELDS, contentFields } from './fields';
import { wordDiff } from './word-diff';

const persona = (name: string, more: Partial<Record<string, unknown>> = {}) => ({
  name,
  description: '',
  isMobilizer: false,
  isBuyingCommittee: false,
  ...more,
});
const segment = (name: string, details = 'd') => ({ name, description: `${name} firms`, details });

const icp = {
  id: 'icp-1',
  tenantId: 't',
  workspaceId: 'w',
  revision: 4,
  name: 'Mid-market SaaS',
  description: 'B2B software companies',
  segments: [
    { id: 's1', ...segment('Enterprise') },
    { id: 's2', ...segment('Fintech') },
  ],
  buyerPersonas: [
    { id: 'p1', ...persona('VP of Sales') },
    { id: 'p2', ...persona('CFO') },
  ],
};

const usp = {
  name: 'One-click onboarding',
  differentiator: 'Live in a day',
  products: ['Portal', 'API'],
  capabilities: ['SSO'],
};

const ids = (changes: { id: string }[]) => changes.map((change) => change.id);

describe('the kinds’ fields', () => {
  it('are the content schemas’ fields', () => {
    expect(CONTENT_FIELDS.icp).toEqual(contentFields(IcpContent));
    expect(CONTENT_FIELDS.usp).toEqual(contentFields(UspContent));
  });
});

describe('wordDiff', () => {
  it('marks the words removed and added, and gives both texts back', () => {
    const parts = wordDiff(
      'Companies in the EU with 200 staff',
      'Companies in Europe with 200 staff',
    );
    expect(parts).toEqual([
      { op: 'same', text: 'Companies in ' },
      { op: 'removed', text: 'the EU' },
      { op: 'added', text: 'Europe' },
      { op: 'same', text: ' with 200 staff' },
    ]);
    const join = (op: string) =>
      parts
        .filter((part) => part.op === 'same' || part.op === op)
        .map((part) => part.text)
        .join('');
    expect(join('removed')).toBe('Companies in the EU with 200 staff');
    expect(join('added')).toBe('Companies in Europe with 200 staff');
  });

  it('shows a text rewritten past the table limit as removed then added', () => {
    const a = Array.from({ length: 1500 }, (_, i) => `a${i}`).join(' ');
    const b = Array.from({ length: 1500 }, (_, i) => `b${i}`).join(' ');
    // 2,999 words and spaces each: past WORD_DIFF_CELLS_MAX pairs.
    expect(wordDiff(a, b)).toEqual([
      { op: 'removed', text: a },
      { op: 'added', text: b },
    ]);
  });
});

describe('changeList', () => {
  it('is empty for the same content, whatever the ids, spaces and a persona’s left-out description', () => {
    const same = {
      ...icp,
      name: ' Mid-market SaaS ',
      segments: icp.segments.map(({ id: _id, ...rest }) => rest),
      buyerPersonas: icp.buyerPersonas.map(({ id: _id, description: _d, ...rest }) => rest),
    };
    expect(changeList('icp', icp, same)).toEqual([]);
  });

  it('lists a changed name with its word diff', () => {
    expect(changeList('icp', icp, { ...icp, name: 'Mid-market SaaS in Europe' })).toEqual([
      {
        id: 'name',
        field: 'name',
        action: 'changed',
        before: 'Mid-market SaaS',
        after: 'Mid-market SaaS in Europe',
        diffs: [
          {
            key: 'name',
            before: 'Mid-market SaaS',
            after: 'Mid-market SaaS in Europe',
            words: [
              { op: 'same', text: 'Mid-market SaaS' },
              { op: 'added', text: ' in Europe' },
            ],
          },
        ],
      },
    ]);
  });

  it('matches segments by name, case-insensitive, wherever they moved', () => {
    const after = {
      ...icp,
      segments: [{ ...segment('Fintech', 'EU only'), name: 'fintech' }, segment('Enterprise')],
    };
    const changes = changeList('icp', icp, after);
    expect(ids(changes)).toEqual(['segments:changed:fintech']);
    expect(changes[0]).toMatchObject({
      item: 'Fintech',
      beforeIndex: 1,
      afterIndex: 0,
      diffs: [
        { key: 'name', before: 'Fintech', after: 'fintech' },
        { key: 'details', before: 'd', after: 'EU only' },
      ],
    });
  });

  it('reads a renamed segment where it was as a change; others as added and removed', () => {
    const after = {
      ...icp,
      segments: [segment('Enterprise (NA)'), segment('Fintech'), segment('Healthcare')],
      buyerPersonas: [icp.buyerPersonas[0]!],
    };
    const changes = changeList('icp', icp, after);
    expect(ids(changes)).toEqual([
      'segments:changed:enterprise',
      'segments:added:healthcare',
      'buyerPersonas:removed:cfo',
    ]);
    expect(changes[1]).toMatchObject({ action: 'added', item: 'Healthcare', beforeIndex: 2 });
    expect(changes[2]).toMatchObject({ action: 'removed', item: 'CFO', before: persona('CFO') });
  });

  it('lists a persona’s flags as they change', () => {
    const after = {
      ...icp,
      buyerPersonas: [persona('VP of Sales', { isMobilizer: true }), persona('CFO')],
    };
    expect(changeList('icp', icp, after)[0]!.diffs).toEqual([
      { key: 'isMobilizer', before: false, after: true },
    ]);
  });

  it('gives entries and lines of the same name ids of their own', () => {
    const after = { ...icp, segments: [...icp.segments, segment('Retail'), segment('retail')] };
    expect(ids(changeList('icp', icp, after))).toEqual([
      'segments:added:retail',
      'segments:added:retail#2',
    ]);
    expect(
      ids(changeList('usp', usp, { ...usp, products: ['Portal', 'API', 'CLI', 'CLI'] })),
    ).toEqual(['products:added:CLI', 'products:added:CLI#2']);
  });

  it('lists USP texts and each product and capability line added or removed', () => {
    const after = {
      ...usp,
      differentiator: 'Live in an hour',
      products: ['Portal', 'Mobile app'],
      capabilities: ['SSO', 'SCIM'],
    };
    const changes = changeList('usp', usp, after);
    expect(ids(changes)).toEqual([
      'differentiator',
      'products:removed:API',
      'products:added:Mobile app',
      'capabilities:added:SCIM',
    ]);
    expect(changes.every((change) => Value.Check(ChangeSchema, change))).toBe(true);
  });
});

describe('applyChanges', () => {
  const proposal = {
    name: 'Mid-market SaaS (EU)',
    description: 'B2B software companies',
    segments: [segment('Enterprise', 'EU'), segment('Healthcare'), segment('Fintech')],
    buyerPersonas: [persona('VP of Sales')],
  };
  const changes = changeList('icp', icp, proposal);

  it('gives the proposal when every change is accepted', () => {
    expect(applyChanges('icp', icp, changes, ids(changes))).toEqual(proposal);
  });

  it('gives the record’s content when none is', () => {
    expect(applyChanges('icp', icp, changes, [])).toEqual({
      name: icp.name,
      description: icp.description,
      segments: icp.segments.map(({ id: _id, ...rest }) => rest),
      buyerPersonas: icp.buyerPersonas.map(({ id: _id, ...rest }) => rest),
    });
  });

  it('keeps the accepted ones only, an added entry where the proposal has it', () => {
    expect(ids(changes)).toEqual([
      'name',
      'segments:changed:enterprise',
      'segments:added:healthcare',
      'buyerPersonas:removed:cfo',
    ]);
    expect(applyChanges('icp', icp, changes, ['segments:added:healthcare'])).toMatchObject({
      name: icp.name,
      segments: [segment('Enterprise'), segment('Healthcare'), segment('Fintech')],
      buyerPersonas: [persona('VP of Sales'), persona('CFO')],
    });
  });

  it('applies USP lines', () => {
    const after = { ...usp, products: ['Mobile app', 'Portal'] };
    const lines = changeList('usp', usp, after);
    expect(applyChanges('usp', usp, lines, ids(lines))).toEqual(after);
    expect(applyChanges('usp', usp, lines, ['products:added:Mobile app'])).toMatchObject({
      products: ['Mobile app', 'Portal', 'API'],
    });
  });

  it('rebuilt on a record changed meanwhile, keeps the ids of the changes that still apply', () => {
    const current = { ...icp, description: 'Changed by a colleague' };
    const rebuilt = changeList('icp', current, proposal);
    expect(ids(rebuilt)).toEqual([
      ...ids(changes).slice(0, 1),
      'description',
      ...ids(changes).slice(1),
    ]);
    expect(applyChanges('icp', current, rebuilt, ['name'])).toMatchObject({
      name: proposal.name,
      description: 'Changed by a colleague',
    });
  });
});

describe('keptChanges', () => {
  it('counts what the saved content holds as proposed', () => {
    const proposal = {
      ...usp,
      name: 'Onboarding',
      products: ['Portal', 'CLI'],
      capabilities: ['SSO', 'SCIM'],
    };
    const changes = changeList('usp', usp, proposal);
    expect(ids(changes)).toEqual([
      'name',
      'products:removed:API',
      'products:added:CLI',
      'capabilities:added:SCIM',
    ]);
    const saved = applyChanges('usp', usp, changes, ['name', 'products:added:CLI']);
    expect(keptChanges('usp', changes, saved)).toEqual(['name', 'products:added:CLI']);
  });

  it('counts an entry as kept only when saved as proposed, and a removal when its name is gone', () => {
    const proposal = {
      ...icp,
      segments: [segment('Enterprise', 'EU'), segment('Fintech')],
      buyerPersonas: [icp.buyerPersonas[0]!],
    };
    const changes = changeList('icp', icp, proposal);
    const all = applyChanges('icp', icp, changes, ids(changes));
    expect(keptChanges('icp', changes, all)).toEqual(ids(changes));
    const editedAfter = {
      ...all,
      segments: [segment('Enterprise', 'EU, edited'), segment('Fintech')],
    };
    expect(keptChanges('icp', changes, editedAfter)).toEqual(['buyerPersonas:removed:cfo']);
  });
});

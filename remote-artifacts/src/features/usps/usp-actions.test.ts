import type MockAdapter from 'axios-mock-adapter';
import { errorMessage } from '@portal/shared';
import { acme, enterpriseSales, mockApi, resetSession, signIn } from '@portal/shared/testing';
import { createUsp, deleteUsp, loadUsps, updateUsp } from './usp-actions';

const fields = {
  name: 'Fast onboarding',
  differentiator: 'Live in a day',
  products: ['Portal'],
  capabilities: ['SSO'],
};
let http: MockAdapter;

beforeEach(() => {
  resetSession();
  http = mockApi();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  http.restore();
  jest.restoreAllMocks();
});

/** The dashboard's scope the actions are called in. */
const scope = { tenantId: acme.id, workspaceId: enterpriseSales.id };

describe('without a selected tenant and workspace', () => {
  const tenantOnly = { tenantId: acme.id, workspaceId: null };
  it.each([
    ['create', () => createUsp(tenantOnly, fields)],
    ['update', () => updateUsp(tenantOnly, 'usp-1', 2, fields)],
    ['delete', () => deleteUsp(tenantOnly, 'usp-1')],
  ])('%s rejects with the spec message and calls nothing', async (_action, run) => {
    signIn();

    await expect(run()).rejects.toThrow('No tenant or workspace selected');
    expect(http.history.post.length + http.history.put.length + http.history.delete.length).toBe(0);
  });
});

it('update needs an id', async () => {
  signIn();
  await expect(updateUsp(scope, undefined, 2, fields)).rejects.toThrow(
    'USP ID is required for updates',
  );
  expect(http.history.put).toHaveLength(0);
});

it('deletion needs an id', async () => {
  signIn();
  await expect(deleteUsp(scope, '')).rejects.toThrow('USP ID is required for deletion');
  expect(http.history.delete).toHaveLength(0);
});

it('sends the selected scope with create and update', async () => {
  signIn();
  http.onPost('/api/usp-onboarding').reply(201, { id: 'usp-1' });
  http.onPut('/api/usp-onboarding/usp-1').reply(200, { id: 'usp-1' });

  await createUsp(scope, fields);
  await updateUsp(scope, 'usp-1', 4, fields);

  expect(JSON.parse(http.history.post[0]?.data)).toEqual({ ...fields, ...scope });
  expect(JSON.parse(http.history.put[0]?.data)).toEqual({
    id: 'usp-1',
    ...fields,
    ...scope,
    revision: 4,
  });
});

it.each([
  ['load', () => loadUsps(acme.id, enterpriseSales.id), 'Failed to load USPs'],
  ['create', () => createUsp(scope, fields), 'Failed to create USP'],
  ['update', () => updateUsp(scope, 'usp-1', 2, fields), 'Failed to update USP'],
  ['delete', () => deleteUsp(scope, 'usp-1'), 'Failed to delete USP'],
])(
  '%s rejects with an ApiError whose shown message is the spec fallback when it brings none',
  async (_action, run, message) => {
    signIn();
    http.onAny().reply(500);

    const error = await run().catch((failure: unknown) => failure);
    expect(error).toMatchObject({ name: 'ApiError', status: 500, showable: false });
    expect(errorMessage(error, message)).toBe(message);
  },
);

it("passes on the server's message", async () => {
  signIn();
  http.onAny().reply(404, { statusCode: 404, code: 'NOT_FOUND', message: 'USP not found' });

  const error = await deleteUsp(scope, 'usp-9').catch((failure: unknown) => failure);
  expect(errorMessage(error, 'Failed to delete USP')).toBe('USP not found');
});

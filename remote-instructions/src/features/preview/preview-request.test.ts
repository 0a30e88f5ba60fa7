import { previewRequest } from './preview-request';

const scope = { tenantId: 't-acme', workspaceId: 'w-enterprise', recordId: null };

it('says what is missing before a preview can be asked', () => {
  const ask = (input: Partial<Parameters<typeof previewRequest>[0]>) =>
    previewRequest({ promptType: 'ICP', promptContent: 'Hi', scope, noRecords: false, ...input });

  expect(ask({ promptContent: '  ' })).toEqual({
    ready: false,
    hint: 'Write the instruction to preview it.',
  });
  expect(ask({ scope: { ...scope, workspaceId: null } })).toEqual({
    ready: false,
    hint: 'Choose a tenant and a workspace to preview on.',
  });
  expect(ask({})).toEqual({ ready: false, hint: 'Choose an ICP to preview on.' });
  expect(ask({ promptType: 'USP_EDIT' })).toEqual({
    ready: false,
    hint: 'Choose a USP to preview on.',
  });
});

it('names the record as the type asks, or none', () => {
  const chosen = { ...scope, recordId: 'r-1' };
  const request = (promptType: 'ICP' | 'USP' | 'COMPANY_RESEARCH') =>
    previewRequest({ promptType, promptContent: 'Hi', scope: chosen, noRecords: false });

  expect(request('ICP')).toMatchObject({ request: { icpId: 'r-1' } });
  expect(request('USP')).toMatchObject({ request: { uspId: 'r-1' } });
  expect(request('COMPANY_RESEARCH')).toEqual({
    ready: true,
    request: {
      promptType: 'COMPANY_RESEARCH',
      promptContent: 'Hi',
      tenantId: 't-acme',
      workspaceId: 'w-enterprise',
    },
  });
});

it('previews a workspace without ICPs, their variables empty', () => {
  expect(
    previewRequest({ promptType: 'ICP', promptContent: 'Hi', scope, noRecords: true }),
  ).toMatchObject({ ready: true, request: { tenantId: 't-acme' } });
});

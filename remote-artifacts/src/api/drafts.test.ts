import { draftInput } from './drafts';

const scope = { tenantId: 'tenant-1', workspaceId: 'workspace-1' };

it('sends the description trimmed, and leaves a blank one out for the workspace’s', () => {
  expect(draftInput(scope, '  Freight forwarders \n')).toEqual({
    ...scope,
    companyDescription: 'Freight forwarders',
  });
  expect(draftInput(scope, ' \n ')).toEqual(scope);
  expect(draftInput({ ...scope, extra: 'x' } as typeof scope, '')).toEqual(scope);
});

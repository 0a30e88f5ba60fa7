import { artifactLink } from './artifact-link';

it("opens the artifact's tab and edit form in its tenant and workspace", () => {
  expect(artifactLink({ kind: 'usp', tenantId: 't 1', workspaceId: 'w&2', id: 'u/3' })).toBe(
    '/dashboard?tenant=t+1&workspace=w%262&tab=usp&edit=u%2F3',
  );
});

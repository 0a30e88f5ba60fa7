import { screen, waitFor, within } from '@testing-library/react';
import type { CopyResult } from '@portal/contract';
import { queryClient } from '@portal/shared/data';
import { acme, enterpriseSales, globex, loadedLists, signIn, smb } from '@portal/shared/testing';
import { bodyOf, mockApiPerTest, renderRoute } from '@portal/remote-kit/testing';
import { workspaceListKey } from '../../workspace-scope/workspace-list-query';
import { CopyDialog } from './copy-dialog';

const http = mockApiPerTest();
const from = { tenantId: acme.id, workspaceId: enterpriseSales.id };
const copyUrl = `/api/tenants/${acme.id}/workspaces/${smb.id}/copy`;
const source = { fromTenantId: acme.id, fromWorkspaceId: enterpriseSales.id };

const answer = (overrides: Partial<CopyResult>): CopyResult => ({
  create: [],
  conflicts: [],
  written: false,
  ...overrides,
});
const fintech = { id: 'icp-fintech', kind: 'icp' as const, name: 'Fintech' };
const midMarketClash = {
  id: 'icp-mid-market',
  kind: 'icp' as const,
  name: 'Mid-market SaaS',
  existingId: 'icp-smb-mid-market',
  existingRevision: 3,
};
const sent = () => http.history.post.map((request) => bodyOf(request));

/** The dialog for two ICPs of Enterprise Sales, with SMB chosen as the target. */
async function copyToSmb() {
  signIn();
  loadedLists({ tenants: [acme, globex], workspaces: { [acme.id]: [enterpriseSales, smb] } });
  const onClosed = jest.fn();
  const view = renderRoute(
    '/',
    <CopyDialog
      from={from}
      icpIds={['icp-fintech', 'icp-mid-market']}
      uspIds={[]}
      onClosed={onClosed}
    />,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Copy to another workspace' });
  expect(within(dialog).getByText(/Copies 2 ICPs into the workspace you choose/)).toBeVisible();
  await view.user.click(within(dialog).getByRole('combobox', { name: 'Workspace' }));
  // The source workspace is no target: SMB is the only one offered.
  expect(screen.queryByTitle(enterpriseSales.name)).not.toBeInTheDocument();
  await view.user.click(await screen.findByTitle(smb.name));
  return { ...view, dialog, onClosed };
}

it('previews the copy, follows the clash choice, then writes with the revisions it saw', async () => {
  http
    .onPost(copyUrl)
    .replyOnce(
      200,
      answer({ create: [fintech], conflicts: [{ ...midMarketClash, resolution: 'skip' }] }),
    )
    .onPost(copyUrl)
    .replyOnce(
      200,
      answer({ create: [fintech], conflicts: [{ ...midMarketClash, resolution: 'replace' }] }),
    )
    .onPost(copyUrl)
    .replyOnce(200, answer({ written: true }));
  queryClient.setQueryData(workspaceListKey('icps', acme.id, smb.id), []);
  const { user, dialog, onClosed } = await copyToSmb();

  expect(await within(dialog).findByText('1 new, 1 already exists')).toBeInTheDocument();
  const request = { ...source, icpIds: ['icp-fintech', 'icp-mid-market'], uspIds: [] };
  expect(sent()).toEqual([{ ...request, onConflict: 'skip', dryRun: true }]);
  expect(within(dialog).getByRole('region', { name: 'To create' })).toHaveTextContent(
    'ICP “Fintech”',
  );
  expect(within(dialog).getByRole('region', { name: 'Already exist' })).toHaveTextContent(
    'ICP “Mid-market SaaS”: skipped',
  );
  expect(within(dialog).getByRole('button', { name: 'Copy 1 record' })).toBeEnabled();

  await user.click(within(dialog).getByRole('radio', { name: 'Replace the existing one' }));
  expect(await within(dialog).findByText(/replaces the existing one/)).toBeInTheDocument();
  expect(sent()[1]).toEqual({ ...request, onConflict: 'replace', dryRun: true });

  await user.click(within(dialog).getByRole('button', { name: 'Copy 2 records' }));
  expect(await screen.findByText('2 records copied to SMB.')).toBeInTheDocument();
  expect(sent()[2]).toEqual({
    ...request,
    onConflict: 'replace',
    dryRun: false,
    seen: [{ kind: 'icp', id: 'icp-smb-mid-market', revision: 3 }],
  });
  await waitFor(() => expect(onClosed).toHaveBeenCalled());
  expect(queryClient.getQueryState(workspaceListKey('icps', acme.id, smb.id))?.isInvalidated).toBe(
    true,
  );
});

it('says when a record to replace changed since the preview, and previews again', async () => {
  http
    .onPost(copyUrl)
    .replyOnce(200, answer({ conflicts: [{ ...midMarketClash, resolution: 'skip' }] }))
    .onPost(copyUrl)
    .replyOnce(200, answer({ conflicts: [{ ...midMarketClash, resolution: 'replace' }] }))
    .onPost(copyUrl)
    .replyOnce(409, {
      statusCode: 409,
      code: 'STALE_REVISION',
      message: 'A record to replace was changed since the preview. Preview the copy again.',
    })
    .onPost(copyUrl)
    .replyOnce(
      200,
      answer({ conflicts: [{ ...midMarketClash, existingRevision: 4, resolution: 'replace' }] }),
    );
  const { user, dialog, onClosed } = await copyToSmb();

  await user.click(await within(dialog).findByRole('radio', { name: 'Replace the existing one' }));
  await user.click(await within(dialog).findByRole('button', { name: 'Copy 1 record' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'The target workspace changed since the preview: nothing was copied.',
  );
  expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeDisabled();

  await user.click(within(dialog).getByRole('button', { name: 'Preview again' }));
  expect(await within(dialog).findByRole('button', { name: 'Copy 1 record' })).toBeEnabled();
  expect(sent()[3]).toMatchObject({ onConflict: 'replace', dryRun: true });
  expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  expect(onClosed).not.toHaveBeenCalled();
});

it('shows a failed preview with Retry, which asks again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  http
    .onPost(copyUrl)
    .replyOnce(500, { statusCode: 500, code: 'INTERNAL', message: 'Internal Server Error' })
    .onPost(copyUrl)
    .replyOnce(200, answer({ create: [fintech] }));
  const { user, dialog } = await copyToSmb();

  const alert = await within(dialog).findByRole('alert');
  expect(alert).toHaveTextContent('Error previewing the copy');
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await within(dialog).findByText('1 new, 0 already exist')).toBeInTheDocument();
  expect(sent()).toHaveLength(2);
});

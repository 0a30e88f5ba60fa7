import { screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '@portal/shared/data';
import { acme, adminUser, enterpriseSales, signIn } from '@portal/shared/testing';
import { mockApiPerTest, renderRoute } from '@portal/remote-kit/testing';
import type { TrashItem } from '@portal/contract';
import { deferredReply, healthcareIcp } from '../../testing/artifacts';
import { workspaceListKey } from '../../workspace-scope/workspace-list-query';
import { TrashDrawer } from './trash-drawer';

const http = mockApiPerTest({ signedIn: true });
const scope = { tenantId: acme.id, workspaceId: enterpriseSales.id };
const trashUrl = `/api/tenants/${acme.id}/workspaces/${enterpriseSales.id}/trash`;
const DAY = 24 * 60 * 60 * 1000;

const trashed = (kind: 'icp' | 'usp', id: string, name: string, deletedBy: string | null) =>
  ({
    kind,
    id,
    name,
    tenantId: acme.id,
    workspaceId: enterpriseSales.id,
    revision: 1,
    deletedAt: new Date(Date.now() - DAY).toISOString(),
    purgeAt: new Date(Date.now() + 29 * DAY + 60_000).toISOString(),
    deletedBy,
  }) satisfies TrashItem;

const hospitals = trashed('icp', healthcareIcp.id, healthcareIcp.name, 'alice');
const coaching = trashed('usp', 'usp-coaching', 'Coaching at scale', null);

let user: ReturnType<typeof renderRoute>['user'];

async function openTrash() {
  ({ user } = renderRoute(
    '/dashboard',
    <TrashDrawer scope={scope} open onClose={() => {}} canChange />,
  ));
  return screen.findByRole('dialog', { name: 'Trash' });
}

// antd's confirm names no dialog: found by its question.
const confirmDialog = async (question: string) =>
  (await screen.findAllByText(question))[0]!.closest<HTMLElement>('[role="dialog"]')!;

const row = async (name: string) =>
  (await screen.findByText(name, { selector: 'strong *, strong' })).closest('li')!;

it('lists the deleted ICPs and USPs: which is which, who deleted each and when it goes', async () => {
  http.onGet(trashUrl).reply(200, { items: [hospitals, coaching] });
  const panel = await openTrash();

  const list = await within(panel).findByRole('list', { name: 'Deleted ICPs and USPs' });
  const [first, second] = within(list).getAllByRole('listitem');
  expect(first).toHaveTextContent('ICP');
  expect(first).toHaveTextContent(healthcareIcp.name);
  expect(first).toHaveTextContent('Deleted by alice on');
  expect(first).toHaveTextContent('Removed for good in 29 days');
  expect(second).toHaveTextContent('USP');
  expect(second).toHaveTextContent('Deleted automatically on');
});

it('says when the trash is empty', async () => {
  http.onGet(trashUrl).reply(200, { items: [] });
  const panel = await openTrash();
  expect(await within(panel).findByText('The trash is empty')).toBeInTheDocument();
});

it('shows a failed load with Retry, which loads again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  http
    .onGet(trashUrl)
    .replyOnce(500)
    .onGet(trashUrl)
    .replyOnce(200, { items: [coaching] });
  const panel = await openTrash();
  expect(await within(panel).findByText('Error loading the trash')).toBeInTheDocument();

  await user.click(await screen.findByRole('button', { name: 'Retry' }));

  expect(await within(panel).findByText('Coaching at scale')).toBeInTheDocument();
});

it('restores a record: it leaves the trash and its tab’s list loads again', async () => {
  const restoreUrl = `${trashUrl}/icp/${healthcareIcp.id}/restore`;
  http.onGet(trashUrl).reply(200, { items: [hospitals, coaching] });
  http.onPost(restoreUrl).reply(200, { ...healthcareIcp, revision: 2 });
  const listKey = workspaceListKey('icps', acme.id, enterpriseSales.id);
  queryClient.setQueryData(listKey, []);
  const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
  await openTrash();

  await screen.findByText(healthcareIcp.name);
  const restore = within(await row(healthcareIcp.name)).getByRole('button', { name: 'Restore' });
  await user.click(restore);

  await waitFor(() => expect(screen.queryByText(healthcareIcp.name)).not.toBeInTheDocument());
  expect(http.history.post.map(({ url }) => url)).toEqual([restoreUrl]);
  expect(queryClient.getQueryData(listKey)).toEqual([{ ...healthcareIcp, revision: 2 }]);
  expect(invalidate).toHaveBeenCalledWith({ queryKey: listKey });
  expect(screen.getByText('Coaching at scale')).toBeInTheDocument();
});

it('keeps Restore busy until the API answers, sending it once', async () => {
  const restoreUrl = `${trashUrl}/icp/${healthcareIcp.id}/restore`;
  const later = deferredReply();
  http.onGet(trashUrl).reply(200, { items: [hospitals] });
  http.onPost(restoreUrl).reply(later.reply);
  await openTrash();
  const restore = within(await row(healthcareIcp.name)).getByRole('button', { name: 'Restore' });

  await user.click(restore);
  await waitFor(() => expect(restore).toHaveAttribute('aria-busy', 'true'));
  await user.click(restore);
  later.answer([200, { ...healthcareIcp, revision: 2 }]);

  await waitFor(() => expect(screen.queryByText(healthcareIcp.name)).not.toBeInTheDocument());
  expect(http.history.post).toHaveLength(1);
});

it("shows the API's message when a restore is refused, and keeps the record", async () => {
  const message = `Another ICP is named '${healthcareIcp.name}'. Rename it, then restore this one.`;
  http.onGet(trashUrl).reply(200, { items: [hospitals] });
  http
    .onPost(`${trashUrl}/icp/${healthcareIcp.id}/restore`)
    .reply(409, { error: 'Conflict', code: 'NAME_IN_USE', message, statusCode: 409 });
  await openTrash();

  await user.click(within(await row(healthcareIcp.name)).getByRole('button', { name: 'Restore' }));

  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(screen.getByText(healthcareIcp.name)).toBeInTheDocument();
});

it('offers Delete forever to admins only', async () => {
  http.onGet(trashUrl).reply(200, { items: [hospitals] });
  await openTrash();
  await screen.findByText(healthcareIcp.name);
  expect(screen.getByRole('button', { name: 'Restore' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Delete forever' })).not.toBeInTheDocument();
});

describe('as an admin', () => {
  beforeEach(() => signIn({}, adminUser));
  const deleteUrl = `${trashUrl}/icp/${healthcareIcp.id}`;

  it('deletes forever once confirmed with the name', async () => {
    http.onGet(trashUrl).reply(200, { items: [hospitals, coaching] });
    http.onDelete(deleteUrl).reply(204);
    await openTrash();
    const forever = within(await row(healthcareIcp.name)).getByRole('button', {
      name: 'Delete forever',
    });

    await user.click(forever);
    const confirm = await confirmDialog(`Delete “${healthcareIcp.name}” forever?`);
    expect(http.history.delete).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'Restore', description: healthcareIcp.name }),
      ).not.toBeInTheDocument(),
    );
    expect(http.history.delete.map(({ url }) => url)).toEqual([deleteUrl]);
  });

  it("shows the API's message when the delete is refused", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const message = 'Only an admin can delete forever.';
    http.onGet(trashUrl).reply(200, { items: [hospitals] });
    http.onDelete(deleteUrl).reply(403, { code: 'FORBIDDEN', message, statusCode: 403 });
    await openTrash();

    await user.click(
      within(await row(healthcareIcp.name)).getByRole('button', { name: 'Delete forever' }),
    );
    const confirm = await confirmDialog(`Delete “${healthcareIcp.name}” forever?`);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});

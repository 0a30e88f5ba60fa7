import { useState } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { acme, enterpriseSales } from '@portal/shared/testing';
import { mockApiPerTest, renderRoute } from '@portal/remote-kit/testing';
import { healthcareIcp, icpsUrl, midMarketIcp } from '../../testing/artifacts';
import { renderDashboard } from '../../testing/render-dashboard';
import { useUndoDelete } from './use-undo-delete';

const scope = { tenantId: acme.id, workspaceId: enterpriseSales.id };
const deleteUrl = `/api/icp-onboarding/${acme.id}/${midMarketIcp.id}`;
const restoreUrl = `/api/tenants/${acme.id}/workspaces/${enterpriseSales.id}/trash/icp/restore`;
const restored = { restored: [{ ...midMarketIcp, revision: 2 }], failed: [] };
const http = mockApiPerTest();

afterEach(() => {
  jest.useRealTimers();
});

const notice = (text: string) => screen.queryByText(text)?.closest('[role="status"]') ?? null;

describe('Undo', () => {
  it("gives the focus to the restored card, not to the page, once the notice's Undo is gone", async () => {
    http.onGet(icpsUrl()).reply(200, [healthcareIcp, midMarketIcp]);
    http.onDelete(deleteUrl).reply(204);
    http.onPost(restoreUrl, { ids: [midMarketIcp.id] }).reply(200, restored);
    const { user } = renderDashboard();

    await user.click(await screen.findByRole('button', { name: 'Delete ICP Mid-market SaaS' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const undo = await screen.findByRole('button', { name: 'Undo' });
    await waitFor(() => expect(undo).toHaveFocus());
    await user.keyboard('{Enter}');

    expect(await screen.findByText('“Mid-market SaaS” restored')).toBeInTheDocument();
    expect(notice('“Mid-market SaaS” restored')).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Mid-market SaaS' });
    await waitFor(() => expect(card.closest('[role="listitem"]')).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });
});

/** As Deleting, with a list that shows the restored card only some frames after the restore. */
function DeletingWithSlowList() {
  const [shown, setShown] = useState(false);
  const undo = useUndoDelete({
    scope,
    kind: 'icp',
    label: 'ICP',
    onRestored: () => setTimeout(() => setShown(true), 300),
  });
  return (
    <>
      <button type="button" onClick={() => undo.offer([midMarketIcp])}>
        Delete
      </button>
      {shown && (
        <div role="listitem" tabIndex={-1} data-card-id={midMarketIcp.id}>
          Mid-market SaaS
        </div>
      )}
    </>
  );
}

describe('Undo, when the list shows the restored card late', () => {
  it('still gives the focus to that card', async () => {
    http.onPost(restoreUrl, { ids: [midMarketIcp.id] }).reply(200, restored);
    renderRoute('/', <DeletingWithSlowList />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const undo = await screen.findByRole('button', { name: 'Undo' });
    act(() => undo.focus());
    fireEvent.click(undo);

    await waitFor(() => expect(screen.getByRole('listitem')).toHaveFocus());
  });
});

/**
 * A confirmation's 'Delete' that offers Undo, then closes: antd calls afterClose while its
 * button, hidden, still holds the focus, and removes it a moment later (under load, after the
 * frame in which the Undo would take the focus).
 */
function ConfirmingDelete() {
  const [open, setOpen] = useState(true);
  const undo = useUndoDelete({ scope, kind: 'icp', label: 'ICP', onRestored: () => {} });
  return (
    <div role="dialog" aria-label="Delete 1 ICP?" hidden={!open}>
      <button
        type="button"
        onClick={() => {
          undo.offer([midMarketIcp]);
          setOpen(false);
          undo.focusUndoIfLost();
        }}
      >
        Delete
      </button>
    </div>
  );
}

describe('Undo, after a confirmation closed', () => {
  it('takes the focus that the closed dialog still holds', async () => {
    renderRoute('/', <ConfirmingDelete />);
    const remove = screen.getByRole('button', { name: 'Delete' });
    act(() => remove.focus());
    fireEvent.click(remove);
    const undo = await screen.findByRole('button', { name: 'Undo' });
    await waitFor(() => expect(undo).toHaveFocus());
  });
});

/** A tab's delete, reduced to its notice: 'Delete' offers Undo for one record. */
function Deleting() {
  const undo = useUndoDelete({ scope, kind: 'icp', label: 'ICP', onRestored: () => {} });
  return (
    <>
      <button type="button" onClick={() => undo.offer([midMarketIcp])}>
        Delete
      </button>
      <button type="button">Elsewhere</button>
    </>
  );
}

describe("the notice's 10 seconds", () => {
  const moved = '“Mid-market SaaS” moved to the trash';

  async function offerUndo() {
    jest.useFakeTimers();
    renderRoute('/', <Deleting />);
    // As a click does: the button keeps the focus, which the notice leaves where it is.
    const remove = screen.getByRole('button', { name: 'Delete' });
    act(() => remove.focus());
    fireEvent.click(remove);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(100);
    });
    expect(notice(moved)).toBeInTheDocument();
  }

  const wait = (seconds: number) =>
    act(async () => {
      await jest.advanceTimersByTimeAsync(seconds * 1000);
    });

  it('run out without the focus in the notice', async () => {
    await offerUndo();
    await wait(12);
    expect(notice(moved)).not.toBeInTheDocument();
  });

  it('stop while the keyboard focus is in the notice, and run again once it leaves', async () => {
    await offerUndo();
    act(() => screen.getByRole('button', { name: 'Undo' }).focus());
    await wait(30);
    expect(notice(moved)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveFocus();

    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    await wait(5);
    expect(notice(moved)).toBeInTheDocument();
    await wait(7);
    expect(notice(moved)).not.toBeInTheDocument();
  });

  it('stop while the pointer is over the notice, and go on with what was left once it leaves', async () => {
    await offerUndo();
    fireEvent.pointerOver(notice(moved)!);
    await wait(30);
    expect(notice(moved)).toBeInTheDocument();

    fireEvent.pointerOut(notice(moved)!, { relatedTarget: document.body });
    await wait(5);
    expect(notice(moved)).toBeInTheDocument();
    await wait(7);
    expect(notice(moved)).not.toBeInTheDocument();
  });
});

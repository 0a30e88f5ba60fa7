import { act, fireEvent, screen } from '@testing-library/react';
import { acme, enterpriseSales } from '@portal/shared/testing';
import { mockApiPerTest, renderRoute } from '@portal/remote-kit/testing';
import { healthcareIcp, midMarketIcp } from '../../testing/artifacts';
import { useUndoDelete } from './use-undo-delete';

// Issue 37 §1: the notice's 10 seconds run out with the keyboard's focus in it (it once stayed
// for as long as the focus did), stop only for the pointer, and a new notice replaces the old.
const scope = { tenantId: acme.id, workspaceId: enterpriseSales.id };
mockApiPerTest();

afterEach(() => {
  jest.useRealTimers();
});

/** A tab's delete, reduced to its notice: each button offers Undo for one record. */
function Deleting() {
  const undo = useUndoDelete({ scope, kind: 'icp', label: 'ICP', onRestored: () => {} });
  return (
    <>
      <button type="button" onClick={() => undo.offer([midMarketIcp])}>
        Delete
      </button>
      <button type="button" onClick={() => undo.offer([healthcareIcp])}>
        Delete another
      </button>
    </>
  );
}

const moved = '“Mid-market SaaS” moved to the trash';
const notice = (text: string) => screen.queryByText(text)?.closest('[role="status"]') ?? null;
const wait = (seconds: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(seconds * 1000);
  });

async function offerUndo(button = 'Delete') {
  const remove = screen.getByRole('button', { name: button });
  // As a click does: the button keeps the focus, which the notice leaves where it is.
  act(() => remove.focus());
  fireEvent.click(remove);
  await wait(0.1);
}

beforeEach(() => {
  jest.useFakeTimers();
  renderRoute('/', <Deleting />);
});

describe("the notice's 10 seconds", () => {
  it('run out', async () => {
    await offerUndo();
    expect(notice(moved)).toBeInTheDocument();
    await wait(9);
    expect(notice(moved)).toBeInTheDocument();
    await wait(1.5);
    expect(notice(moved)).not.toBeInTheDocument();
  });

  it('run out with the keyboard focus in it, which goes back to where it came from', async () => {
    await offerUndo();
    const undo = screen.getByRole('button', { name: 'Undo' });
    act(() => undo.focus());
    expect(undo).toHaveFocus();

    await wait(10.5);

    expect(notice(moved)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
  });

  it('stop while the pointer is over the notice, and go on with what was left once it leaves', async () => {
    await offerUndo();
    fireEvent.pointerOver(notice(moved)!);
    await wait(30);
    expect(notice(moved)).toBeInTheDocument();

    fireEvent.pointerOut(notice(moved)!, { relatedTarget: document.body });
    await wait(5);
    expect(notice(moved)).toBeInTheDocument();
    await wait(5.5);
    expect(notice(moved)).not.toBeInTheDocument();
  });
});

describe('one notice at a time', () => {
  it('a second delete’s notice replaces the first, and keeps its own 10 seconds', async () => {
    await offerUndo();
    await wait(6);
    await offerUndo('Delete another');

    const other = '“Regional hospitals” moved to the trash';
    expect(notice(other)).toBeInTheDocument();
    expect(notice(moved)).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Undo' })).toHaveLength(1);
    // The first one's time running out closes nothing of the second.
    await wait(6);
    expect(notice(other)).toBeInTheDocument();
    await wait(4.5);
    expect(notice(other)).not.toBeInTheDocument();
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import { sessionStore } from '@portal/shared';
import { signIn, viewerUser } from '@portal/shared/testing';
import { renderRoute } from '@portal/remote-kit/testing';
import { icpV10, icpV11, PROMPTS_URL, serverPrompts } from '../testing/prompts';
import { instructionPageApi, PAGE_URL, renderInstructionPage } from '../testing/instruction-page';
import InstructionTuningPage from './instruction-tuning-page';

// Issue 34: what a viewer cannot do is disabled with the reason, never a button that fails.
jest.setTimeout(90_000);

const http = instructionPageApi();
const REASON = 'Viewers can read but not change instructions';

/** The focus stop around a refused button, which gives its reason. */
const refusedStop = (button: HTMLElement) => {
  const stop = button.parentElement!;
  expect(stop).toHaveAttribute('tabindex', '0');
  return stop;
};

describe('a viewer', () => {
  beforeEach(() => {
    signIn({}, viewerUser);
    http.onGet(PROMPTS_URL).reply(200, serverPrompts);
  });

  it('reads the list with Add Instruction and every Edit disabled, and why on focus and hover', async () => {
    const { user } = await renderInstructionPage();

    const add = screen.getByRole('button', { name: 'Add Instruction' });
    expect(add).toBeDisabled();
    act(() => refusedStop(add).focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent(REASON);
    expect(refusedStop(add)).toHaveAccessibleDescription(REASON);
    act(() => refusedStop(add).blur());

    const edits = screen.getAllByRole('button', { name: /^Edit / });
    expect(edits).toHaveLength(serverPrompts.length);
    for (const edit of edits) expect(edit).toBeDisabled();
    const edit = refusedStop(screen.getByRole('button', { name: /^Edit V1\.1/ }));
    await user.hover(edit);
    await waitFor(() => expect(edit).toHaveAccessibleDescription(REASON));
    expect(screen.getByRole('button', { name: /^History of V1\.1/ })).toBeEnabled();
  });

  it("may look through an instruction's history, not restore a version", async () => {
    http.onGet(`/api/prompts/${icpV11.id}/versions`).reply(200, [icpV11, icpV10]);
    const { user } = await renderInstructionPage();
    await user.click(screen.getByRole('button', { name: /^History of V1\.1/ }));
    await screen.findByRole('heading', { name: 'Version History' });

    const restore = await screen.findByRole('button', { name: 'Restore V1.0' });
    expect(restore).toBeDisabled();
    act(() => refusedStop(restore).focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent(REASON);
    expect(http.history.post).toHaveLength(0);
  });
});

it('an editor adds and edits as before', async () => {
  http.onGet(PROMPTS_URL).reply(200, serverPrompts);
  const { user } = await renderInstructionPage();

  const active = screen.getByRole('button', { name: 'Edit V1.1 (Sharper ICP wording)' });
  expect(active).toBeEnabled();
  expect(active.parentElement).not.toHaveAttribute('tabindex');
  // Spec §4: an inactive version is not editable, for anyone.
  expect(screen.getByRole('button', { name: 'Edit V1.0 (First ICP draft)' })).toBeDisabled();

  await user.click(screen.getByRole('button', { name: 'Add Instruction' }));
  expect(await screen.findByRole('heading', { name: 'Adding New Instruction' })).toBeVisible();
});

it('a call refused for a one-time password sends the user to change it', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  http.onGet(PROMPTS_URL).reply(403, {
    statusCode: 403,
    code: 'PASSWORD_CHANGE_REQUIRED',
    message: 'Change your one-time password first',
  });
  const { router } = renderRoute(PAGE_URL, <InstructionTuningPage />);

  expect(await screen.findByText('Now at /dashboard/settings')).toBeInTheDocument();
  expect(sessionStore.getState().mustChangePassword).toBe(true);
  expect(router.state.location.state).toEqual({ continueTo: PAGE_URL });
  expect(within(document.body).queryByRole('table')).not.toBeInTheDocument();
});

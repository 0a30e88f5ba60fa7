import { act, screen, within } from '@testing-library/react';
import { fill, renderRoute } from '@portal/remote-kit/testing';
import { PROMPTS_URL, serverPrompts } from '../testing/prompts';
import { instructionPageApi, PAGE_URL, renderInstructionPage } from '../testing/instruction-page';
import InstructionTuningPage from './instruction-tuning-page';

// Each role query over antd's DOM costs jsdom a good fraction of a second on a busy machine
// (four helpers share two cores), and these tests walk through two or three views.
jest.setTimeout(90_000);

const http = instructionPageApi();

beforeEach(() => {
  http.onGet(PROMPTS_URL).reply(200, serverPrompts);
});

/** The edit view of the active ICP version with its description changed: unsaved changes. */
async function dirtyForm(url = PAGE_URL) {
  const view = await renderInstructionPage(url);
  await view.user.click(screen.getByRole('button', { name: 'Edit V1.1 (Sharper ICP wording)' }));
  await fill(view.user, screen.getByLabelText('Version Description'), 'Half-written');
  return view;
}

async function answer(choice: 'Discard' | 'Keep editing') {
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Discard unsaved changes?');
  await act(async () => {
    within(dialog).getByRole('button', { name: choice }).click();
  });
}

const description = () => screen.getByLabelText('Version Description');

it('asks before Cancel throws away typed changes', async () => {
  const { user } = await dirtyForm();

  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  await answer('Keep editing');
  expect(description()).toHaveValue('Half-written');

  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  await answer('Discard');
  expect(await screen.findByRole('heading', { name: 'Instructions' })).toBeInTheDocument();
});

it('does not ask once the changes are undone', async () => {
  const { user } = await dirtyForm();
  await fill(user, description(), 'Sharper ICP wording');

  await user.click(screen.getByRole('button', { name: 'Cancel' }));

  expect(await screen.findByRole('heading', { name: 'Instructions' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('holds navigation to another page until the changes are discarded', async () => {
  const { router } = await dirtyForm();

  await act(() => router.navigate('/dashboard/settings'));
  await answer('Keep editing');
  expect(router.state.location.pathname).toBe(PAGE_URL);
  expect(description()).toHaveValue('Half-written');

  await act(() => router.navigate('/dashboard/settings'));
  await answer('Discard');
  expect(await screen.findByText('Now at /dashboard/settings')).toBeInTheDocument();
});

it("holds the browser's Back out of the edit view, which is in the URL (issue 37)", async () => {
  const view = renderRoute(PAGE_URL, <InstructionTuningPage />);
  await screen.findByRole('table');
  // A filter chosen before editing: Back from the edit view goes to that filtered list.
  await act(() => view.router.navigate('?type=ICP'));
  await view.user.click(screen.getByRole('button', { name: 'Edit V1.1 (Sharper ICP wording)' }));
  await fill(view.user, description(), 'Half-written');

  await act(() => view.router.navigate(-1));
  await answer('Keep editing');
  expect(view.router.state.location.search).toBe('?type=ICP&edit=p-icp');
  expect(description()).toHaveValue('Half-written');

  await act(() => view.router.navigate(-1));
  await answer('Discard');
  expect(await screen.findByRole('heading', { name: 'Instructions' })).toBeInTheDocument();
  expect(view.router.state.location.search).toBe('?type=ICP');
});

it('does not ask when a studio panel opens or closes: the form stays', async () => {
  const { user, router } = await dirtyForm();

  await user.click(screen.getByRole('button', { name: 'Show test cases' }));

  expect(router.state.location.search).toBe('?edit=p-icp&show=test-cases');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(description()).toHaveValue('Half-written');
});

it('asks the browser to confirm unloading the page only while the form is dirty', async () => {
  const unload = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };
  const { user } = await dirtyForm();
  expect(unload()).toBe(true);

  await fill(user, description(), 'Sharper ICP wording');
  expect(unload()).toBe(false);
});

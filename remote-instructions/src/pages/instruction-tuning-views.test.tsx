import { act, screen, waitFor, within } from '@testing-library/react';
import { fill, renderRoute } from '@portal/remote-kit/testing';
import { signIn, viewerUser } from '@portal/shared/testing';
import { PROMPTS_URL, serverPrompts } from '../testing/prompts';
import { instructionPageApi, PAGE_URL, renderInstructionPage } from '../testing/instruction-page';
import { TEST_CASES_URL } from '../testing/test-cases';
import InstructionTuningPage from './instruction-tuning-page';

// Issue 37 §3: the edit view and its studio panels have a URL, so a reload, a link, Back and
// Forward show the same view; focus moves into it and back to what opened it.
jest.setTimeout(90_000);

const http = instructionPageApi();

beforeEach(() => {
  http.onGet(TEST_CASES_URL).reply(200, []);
});

/** The list as the server has it, for every load but those a test answers first. */
const answerList = () => http.onGet(PROMPTS_URL).reply(200, serverPrompts);

const EDIT_ICP = 'Edit V1.1 (Sharper ICP wording)';
const heading = (name: string) => screen.findByRole('heading', { name });
const toggle = (name: string) => screen.getByRole('button', { name });

/** The page opened at `url`, as a reload or a link would open it. */
const openAt = (url: string) => renderRoute(PAGE_URL, <InstructionTuningPage />, url);

it('Add Instruction and Edit name the edit view in the URL', async () => {
  answerList();
  const { user, router } = await renderInstructionPage(`${PAGE_URL}?type=ICP`);

  await user.click(screen.getByRole('button', { name: 'Add Instruction' }));
  expect(await heading('Adding New Instruction')).toBeInTheDocument();
  expect(router.state.location.search).toBe('?type=ICP&edit=new');

  await user.click(toggle('Cancel'));
  await user.click(await screen.findByRole('button', { name: EDIT_ICP }));
  expect(await heading('Editing Version: 1.1')).toBeInTheDocument();
  expect(router.state.location.search).toBe('?type=ICP&edit=p-icp');
});

it('opened at its URL (a reload), shows the same instruction with the same panel open', async () => {
  answerList();
  openAt(`${PAGE_URL}?edit=p-icp&show=test-cases`);

  expect(await heading('Editing Version: 1.1')).toBeInTheDocument();
  expect(screen.getByLabelText('Version Description')).toHaveValue('Sharper ICP wording');
  expect(toggle('Hide test cases')).toHaveAttribute('aria-expanded', 'true');
  expect(toggle('Show preview')).toHaveAttribute('aria-expanded', 'false');
  expect(await screen.findByRole('button', { name: 'Add test case' })).toBeInTheDocument();
});

it('opened at the URL of a new instruction, shows the empty form', async () => {
  answerList();
  openAt(`${PAGE_URL}?edit=new`);

  expect(await heading('Adding New Instruction')).toBeInTheDocument();
  expect(screen.getByLabelText('Version Description')).toHaveValue('');
});

it('a panel opened or closed replaces the URL; Back returns to the list, Forward to the view', async () => {
  answerList();
  const { user, router } = await renderInstructionPage();
  await user.click(screen.getByRole('button', { name: EDIT_ICP }));
  await heading('Editing Version: 1.1');

  await user.click(toggle('Show test cases'));
  expect(router.state.location.search).toBe('?edit=p-icp&show=test-cases');
  await user.click(toggle('Show preview'));
  expect(router.state.location.search).toBe('?edit=p-icp&show=test-cases&show=preview');
  await user.click(toggle('Hide test cases'));
  expect(router.state.location.search).toBe('?edit=p-icp&show=preview');

  await act(() => router.navigate(-1));
  expect(await heading('Instructions')).toBeInTheDocument();
  expect(router.state.location.search).toBe('');

  await act(() => router.navigate(1));
  expect(await heading('Editing Version: 1.1')).toBeInTheDocument();
  expect(toggle('Hide preview')).toHaveAttribute('aria-expanded', 'true');
  expect(toggle('Show test cases')).toHaveAttribute('aria-expanded', 'false');
});

it('Cancel goes back to the list entry it came from, so Back does not reopen the form', async () => {
  answerList();
  const { user, router } = await renderInstructionPage(`${PAGE_URL}?type=ICP`);
  await act(() => router.navigate('?type=ICP&page=1'));
  await user.click(screen.getByRole('button', { name: 'Add Instruction' }));
  await heading('Adding New Instruction');

  await user.click(toggle('Cancel'));

  expect(await heading('Instructions')).toBeInTheDocument();
  expect(router.state.location.search).toBe('?type=ICP&page=1');
  await act(() => router.navigate(-1));
  expect(router.state.location.search).toBe('?type=ICP');
  expect(screen.getByRole('heading', { name: 'Instructions' })).toBeInTheDocument();
});

it('opened by a link, Cancel puts the list in its place', async () => {
  answerList();
  const { user, router } = openAt(`${PAGE_URL}?type=ICP&edit=p-icp`);
  await heading('Editing Version: 1.1');

  await user.click(toggle('Cancel'));

  expect(await heading('Instructions')).toBeInTheDocument();
  expect(router.state.location.search).toBe('?type=ICP');
  expect(router.state.historyAction).toBe('REPLACE');
});

it('says so when the link names no instruction to edit, with the way back', async () => {
  answerList();
  const { user, router } = openAt(`${PAGE_URL}?edit=p-unknown`);

  expect(await heading('Instruction not found')).toBeInTheDocument();
  expect(screen.getByText(/names no instruction with an active version to edit/)).toBeVisible();
  expect(screen.queryByLabelText('Version Description')).not.toBeInTheDocument();

  await user.click(toggle('Back to instructions'));
  expect(await screen.findByRole('table')).toBeInTheDocument();
  expect(router.state.location.search).toBe('');
});

it('waits for the list before it opens a linked instruction, and offers Retry if it fails', async () => {
  http
    .onGet(PROMPTS_URL)
    .replyOnce(403, { statusCode: 403, code: 'FORBIDDEN', message: 'No access to prompts' });
  answerList();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const { user } = openAt(`${PAGE_URL}?edit=p-icp`);

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('No access to prompts');
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));

  expect(await heading('Editing Version: 1.1')).toBeInTheDocument();
});

it('moves the focus to the view’s heading, and back to what opened it on Cancel', async () => {
  answerList();
  const { user } = await renderInstructionPage();
  const add = screen.getByRole('button', { name: 'Add Instruction' });

  await user.click(add);
  const title = await heading('Adding New Instruction');
  await waitFor(() => expect(title).toHaveFocus());

  await user.click(toggle('Cancel'));
  await heading('Instructions');
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Add Instruction' })).toHaveFocus(),
  );

  await user.click(screen.getByRole('button', { name: EDIT_ICP }));
  await waitFor(async () => expect(await heading('Editing Version: 1.1')).toHaveFocus());
  await fill(user, screen.getByLabelText('Version Description'), 'Changed');
  await user.click(toggle('Cancel'));
  await user.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: 'Discard' }),
  );
  await waitFor(() => expect(screen.getByRole('button', { name: EDIT_ICP })).toHaveFocus());
});

it('opens no edit view for a viewer, whatever the link says: the list shows', async () => {
  answerList();
  signIn({}, viewerUser);
  openAt(`${PAGE_URL}?edit=p-icp`);

  expect(await screen.findByRole('table')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add Instruction' })).toBeDisabled();
  expect(screen.queryByLabelText('Version Description')).not.toBeInTheDocument();
});

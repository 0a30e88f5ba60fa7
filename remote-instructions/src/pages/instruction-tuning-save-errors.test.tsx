import { screen, waitFor, within } from '@testing-library/react';
import { fill } from '@portal/remote-kit/testing';
import { listLoads, PROMPTS_URL, researchV10, serverPrompts } from '../testing/prompts';
import { instructionPageApi, renderInstructionPage } from '../testing/instruction-page';

const ICP_V11_URL = '/api/prompts/p-icp/1.1';

// Each role query over antd's DOM costs jsdom a good fraction of a second on a busy machine,
// and these tests walk through two views: allow more than the preset's 15 s.
jest.setTimeout(45_000);

const http = instructionPageApi();

beforeEach(() => {
  http.onGet(PROMPTS_URL).reply(200, serverPrompts);
});

const field = (label: string) => screen.getByLabelText(label);

it("keeps the form and shows the server's message when creating fails", async () => {
  http
    .onPost(PROMPTS_URL)
    .replyOnce(400, {
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'promptContent must be at most 20000 characters',
    })
    .onPost(PROMPTS_URL)
    .replyOnce(500, {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const { user } = await renderInstructionPage();
  await user.click(screen.getByRole('button', { name: 'Add Instruction' }));
  await fill(user, field('Version Description'), 'Long one');
  await fill(user, field('Instruction'), 'Very long text');

  await user.click(screen.getByRole('button', { name: 'Save Changes' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'promptContent must be at most 20000 characters',
  );
  expect(field('Version Description')).toHaveValue('Long one');
  expect(field('Instruction')).toHaveValue('Very long text');
  expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();

  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to create instruction'),
  );
  expect(screen.getByRole('heading', { name: 'Adding New Instruction' })).toBeInTheDocument();
});

it("falls back to 'Failed to update instruction' when an edit fails without a message", async () => {
  http.onPut('/api/prompts/p-research/1.0').networkErrorOnce();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const { user } = await renderInstructionPage();
  await user.click(screen.getByRole('button', { name: 'Edit V1.0 (Company research brief)' }));

  await user.click(screen.getByRole('button', { name: 'Save Changes' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update instruction');
  expect(field('Instruction')).toHaveValue(researchV10.promptContent);
  expect(screen.queryByRole('button', { name: 'Reload list' })).not.toBeInTheDocument();
});

it("on a conflict shows the server's message and offers to reload the list", async () => {
  const conflict = 'Version 1.1 is no longer the active version of this prompt';
  http.onPut(ICP_V11_URL).reply(409, { statusCode: 409, code: 'CONFLICT', message: conflict });
  const { user } = await renderInstructionPage();
  await user.click(screen.getByRole('button', { name: 'Edit V1.1 (Sharper ICP wording)' }));

  await user.click(screen.getByRole('button', { name: 'Save Changes' }));

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(conflict);
  await user.click(within(alert).getByRole('button', { name: 'Reload list' }));

  expect(await screen.findByRole('heading', { name: 'Instructions' })).toBeInTheDocument();
  await waitFor(() => expect(listLoads(http)).toHaveLength(2));
});

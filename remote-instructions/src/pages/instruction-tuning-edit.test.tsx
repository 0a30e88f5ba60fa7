import { screen, waitFor, within } from '@testing-library/react';
import type { Prompt } from '@portal/contract';
import { bodyOf, fill } from '@portal/remote-kit/testing';
import { heldReply, icpV11, listLoads, PROMPTS_URL, serverPrompts } from '../testing/prompts';
import { instructionPageApi, renderInstructionPage } from '../testing/instruction-page';

const ICP_V11_URL = '/api/prompts/p-icp/1.1';

// Each role query over antd's DOM costs jsdom a good fraction of a second on a busy machine,
// and a save walks through two views: allow more than the preset's 15 s.
jest.setTimeout(45_000);

const http = instructionPageApi();

const field = (label: string) => screen.getByLabelText(label);

it('Add Instruction opens an empty form at version 1.0 with type ICP', async () => {
  http.onGet(PROMPTS_URL).reply(200, serverPrompts);
  const { user } = await renderInstructionPage();

  await user.click(screen.getByRole('button', { name: 'Add Instruction' }));

  expect(screen.getByRole('heading', { name: 'Adding New Instruction' })).toBeInTheDocument();
  expect(screen.getByText('A new instruction starts at version 1.0.')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(field('Version Description')).toHaveValue('');
  expect(field('Type')).toHaveRole('combobox');
  expect(screen.getByTitle('ICP')).toBeInTheDocument();
  expect(field('Instruction')).toHaveValue('');
  expect(field('Instruction')).toHaveAttribute('rows', '12');
  expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
});

it('requires a description and an instruction before sending anything', async () => {
  http.onGet(PROMPTS_URL).reply(200, serverPrompts);
  const { user } = await renderInstructionPage();
  await user.click(screen.getByRole('button', { name: 'Add Instruction' }));

  await fill(user, field('Version Description'), '   ');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));

  expect(await screen.findByText('Version description is required')).toBeInTheDocument();
  expect(await screen.findByText('Instruction is required')).toBeInTheDocument();
  expect(http.history.post).toHaveLength(0);
});

it("creates an instruction, saying 'Saving...' meanwhile, then reloads the list", async () => {
  const created: Prompt = {
    id: 'p-persona',
    version: '1.0',
    description: 'Persona finder',
    promptType: 'BUYER_PERSONA',
    promptContent: 'List the buyer personas.',
    updatedAt: '2025-03-01T08:00:00.000Z',
    isActive: 1,
    author: 'staff@example.com',
  };
  http
    .onGet(PROMPTS_URL)
    .replyOnce(200, serverPrompts)
    .onGet(PROMPTS_URL)
    .replyOnce(200, [...serverPrompts, created]);
  const answer = heldReply(201, created);
  http.onPost(PROMPTS_URL).reply(answer.reply);
  const { user } = await renderInstructionPage();
  await user.click(screen.getByRole('button', { name: 'Add Instruction' }));

  await fill(user, field('Version Description'), '  Persona finder ');
  await user.click(field('Type'));
  await user.click(await screen.findByTitle('Buyer Persona'));
  await fill(user, field('Instruction'), 'List the buyer personas.');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));

  const busy = await screen.findByRole('button', { name: 'Saving...' });
  expect(busy).toBeDisabled();
  await waitFor(() => expect(http.history.post).toHaveLength(1));
  expect(http.history.post[0]?.url).toBe(PROMPTS_URL);
  expect(bodyOf(http.history.post[0])).toEqual({
    version: '1.0',
    description: 'Persona finder',
    promptType: 'BUYER_PERSONA',
    promptContent: 'List the buyer personas.',
  });

  answer.release();
  const table = await screen.findByRole('table');
  expect(await within(table).findByText('Persona finder')).toBeInTheDocument();
  expect(within(table).getByText('Buyer Persona')).toBeInTheDocument();
  expect(listLoads(http)).toHaveLength(2);
});

it('edits the active version: prefilled form, PUT to its id and version, list reloaded', async () => {
  const newVersion: Prompt = {
    ...icpV11,
    version: '1.2',
    promptType: 'ICP_EDIT',
    promptContent: 'Describe the ideal customer briefly.',
  };
  http
    .onGet(PROMPTS_URL)
    .replyOnce(200, serverPrompts)
    .onGet(PROMPTS_URL)
    .replyOnce(200, [...serverPrompts.map((p) => ({ ...p, isActive: 0 as const })), newVersion]);
  http.onPut(ICP_V11_URL).reply(200, { ...newVersion, newVersion: '1.2' });
  const { user } = await renderInstructionPage();

  await user.click(screen.getByRole('button', { name: 'Edit V1.1 (Sharper ICP wording)' }));

  expect(screen.getByRole('heading', { name: 'Editing Version: 1.1' })).toBeInTheDocument();
  expect(field('Version Description')).toHaveValue('Sharper ICP wording');
  expect(screen.getByTitle('ICP')).toBeInTheDocument();
  expect(field('Instruction')).toHaveValue(icpV11.promptContent);

  await user.click(field('Type'));
  await user.click(await screen.findByTitle('ICP Edit'));
  await fill(user, field('Instruction'), 'Describe the ideal customer briefly.');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));

  const table = await screen.findByRole('table');
  expect(http.history.put).toHaveLength(1);
  expect(http.history.put[0]?.url).toBe(ICP_V11_URL);
  expect(bodyOf(http.history.put[0])).toEqual({
    version: '1.1',
    promptType: 'ICP_EDIT',
    promptContent: 'Describe the ideal customer briefly.',
    description: 'Sharper ICP wording',
    id: 'p-icp',
  });
  expect(await within(table).findByText('V1.2')).toBeInTheDocument();
  expect(
    within(table).getByRole('button', { name: 'Edit V1.2 (Sharper ICP wording)' }),
  ).toBeEnabled();
  expect(
    within(table).getByRole('button', { name: 'Edit V1.1 (Sharper ICP wording)' }),
  ).toBeDisabled();
  expect(listLoads(http)).toHaveLength(2);
});

it('Cancel returns to the list without sending or reloading', async () => {
  http.onGet(PROMPTS_URL).reply(200, serverPrompts);
  const { user } = await renderInstructionPage();
  await user.click(screen.getByRole('button', { name: 'Edit V1.1 (Sharper ICP wording)' }));
  await fill(user, field('Version Description'), ' (draft)');

  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  // The typed text would be lost: the unsaved-changes guard asks first.
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Discard' }));

  expect(screen.getByRole('heading', { name: 'Instructions' })).toBeInTheDocument();
  expect(screen.getByRole('table')).toBeInTheDocument();
  expect(http.history.put).toHaveLength(0);
  expect(listLoads(http)).toHaveLength(1);
});

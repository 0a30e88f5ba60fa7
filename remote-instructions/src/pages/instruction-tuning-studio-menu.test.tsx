import { screen, within } from '@testing-library/react';
import { choose } from '../testing/choose';
import { instructionField, instructionPageApi, openEditView } from '../testing/instruction-page';
import { fill } from '@portal/remote-kit/testing';
import { PROMPTS_URL, serverPrompts } from '../testing/prompts';

// Each role query over antd's DOM costs jsdom a good fraction of a second on a busy machine.
jest.setTimeout(60_000);

const http = instructionPageApi();

beforeEach(() => {
  http.onGet(PROMPTS_URL).reply(200, serverPrompts);
});

const menu = () => screen.findByRole('listbox', { name: 'Insert variable' });
const optionNames = async () =>
  within(await menu())
    .getAllByRole('option')
    .map((option) => option.querySelector('code')?.textContent);

it('Insert variable lists the type’s variables; ArrowDown and Enter insert at the caret', async () => {
  const { user } = await openEditView();
  await fill(user, instructionField(), 'Write for  today.');
  instructionField().setSelectionRange(10, 10);

  await user.click(screen.getByRole('button', { name: 'Insert variable' }));

  const list = await menu();
  expect(list).toHaveFocus();
  expect(screen.getByRole('button', { name: 'Insert variable' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  expect(within(list).getByRole('option', { name: /^tenant\.name/ })).toHaveTextContent(
    "tenant.nameThe tenant's name",
  );
  await user.keyboard('{ArrowDown}{Enter}');

  expect(instructionField()).toHaveValue('Write for {{tenant.name}} today.');
  expect(instructionField()).toHaveFocus();
  expect(instructionField().selectionStart).toBe('Write for {{tenant.name}}'.length);
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
});

it('lists only the variables of the chosen Type', async () => {
  const { user } = await openEditView();
  expect(await optionNamesAfterOpening()).toContain('icp.segments');
  await user.keyboard('{Escape}');

  await choose(user, 'Type', 'USP');

  const names = await optionNamesAfterOpening();
  expect(names).toEqual(expect.arrayContaining(['tenant.name', 'usp.name', 'usp.products']));
  expect(names.filter((name) => name?.startsWith('icp.'))).toEqual([]);

  async function optionNamesAfterOpening() {
    await user.click(screen.getByRole('button', { name: 'Insert variable' }));
    return optionNames();
  }
});

it('Escape closes the menu and gives the textarea the focus back', async () => {
  const { user } = await openEditView();
  await user.click(screen.getByRole('button', { name: 'Insert variable' }));
  expect(await menu()).toHaveFocus();

  await user.keyboard('{Escape}');

  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  expect(instructionField()).toHaveFocus();
  expect(instructionField()).toHaveValue('');
});

it('typing {{ opens the menu at the caret; the chosen tag replaces the braces', async () => {
  const { user } = await openEditView();
  await user.click(instructionField());

  await user.keyboard('Hi {{{{');

  const list = await menu();
  expect(instructionField()).toHaveFocus();
  expect(instructionField()).toHaveAttribute('aria-controls', list.id);
  await user.keyboard('segm');
  expect(await optionNames()).toEqual(['icp.segments']);
  await user.keyboard('{ArrowDown}');
  expect(instructionField()).toHaveAttribute(
    'aria-activedescendant',
    within(list).getByRole('option', { selected: true }).id,
  );
  await user.keyboard('{Enter}');

  // A list is inserted as its section, from the catalogue's example.
  expect(instructionField()).toHaveValue(
    'Hi {{#icp.segments}}- {{name}}: {{details}}\n{{/icp.segments}}',
  );
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
});

it('typing {{ then Escape keeps the braces and the focus, and closes the menu', async () => {
  const { user } = await openEditView();
  await user.click(instructionField());
  await user.keyboard('{{{{');
  await menu();

  await user.keyboard('{Escape}');

  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  expect(instructionField()).toHaveFocus();
  expect(instructionField()).not.toHaveAttribute('aria-controls');
  // Open again, Enter without a choice breaks the line, as in any textarea.
  await user.keyboard(' {{{{');
  await menu();
  await user.keyboard('{Enter}');
  expect(instructionField()).toHaveValue('{{ {{\n');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
});

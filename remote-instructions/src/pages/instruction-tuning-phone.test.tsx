import { screen, within } from '@testing-library/react';
import { PHONE_WIDTH, renderRoute, setViewportWidth } from '@portal/remote-kit/testing';
import { icpV10, icpV11, PROMPTS_URL, serverPrompts } from '../testing/prompts';
import { instructionPageApi, PAGE_URL, renderInstructionPage } from '../testing/instruction-page';
import InstructionTuningPage from './instruction-tuning-page';

// Issue 37 §2: on a phone the Instructions table showed only its Version column, and the
// History table scrolled sideways. Each row now shows every column, stacked under its title.
jest.setTimeout(90_000);

const http = instructionPageApi();

beforeEach(() => {
  setViewportWidth(PHONE_WIDTH);
  http.onGet(PROMPTS_URL).reply(200, serverPrompts);
  http.onGet('/api/prompts/p-icp/versions').reply(200, [icpV11, icpV10]);
});

/** A stacked row's column titles and values, as pairs. */
function stackedRow(row: HTMLElement) {
  const titles = within(row).getAllByRole('term');
  const values = within(row).getAllByRole('definition');
  return titles.map((title, index) => [title.textContent, values[index]!]) as [
    string,
    HTMLElement,
  ][];
}

/** The body row holding `text`. */
const rowWith = (text: string) => screen.getByText(text).closest('tr')!;

it('shows every spec column of each instruction, stacked under its title', async () => {
  await renderInstructionPage();

  const row = stackedRow(rowWith('Sharper ICP wording'));
  expect(row.map(([title]) => title)).toEqual([
    'Version',
    'Description',
    'Type',
    'Status',
    'Last Modified',
    'Instruction',
    'Test cases',
    'Actions',
  ]);
  const value = Object.fromEntries(row);
  expect(value.Version).toHaveTextContent('V1.1');
  expect(value.Description).toHaveTextContent('Sharper ICP wording');
  expect(value.Type).toHaveTextContent('ICP');
  expect(value.Status).toHaveTextContent('Active');
  expect(value['Last Modified']).toHaveTextContent(new Date(icpV11.updatedAt).toLocaleString());
  expect(value.Instruction).toHaveTextContent(icpV11.promptContent);
  expect(
    within(value.Actions!).getByRole('button', { name: 'Edit V1.1 (Sharper ICP wording)' }),
  ).toBeEnabled();
  expect(
    within(value.Actions!).getByRole('button', { name: 'History of V1.1 (Sharper ICP wording)' }),
  ).toBeEnabled();
  // One column, no headers to scroll past: nothing is out of sight to the side.
  expect(screen.queryAllByRole('columnheader')).toHaveLength(0);
});

it("shows every column of an instruction's versions, stacked, with their actions", async () => {
  renderRoute(PAGE_URL, <InstructionTuningPage />, `${PAGE_URL}?history=p-icp`);
  await screen.findByRole('heading', { name: 'Version History' });

  const row = stackedRow(
    await screen.findByText('First ICP draft').then((cell) => cell.closest('tr')!),
  );
  expect(row.map(([title]) => title)).toEqual([
    'Compare',
    'Version',
    'Description',
    'Author',
    'Date',
    'Status',
    'Actions',
  ]);
  const value = Object.fromEntries(row);
  expect(
    within(value.Compare!).getByRole('checkbox', { name: 'Select V1.0 to compare' }),
  ).toBeEnabled();
  expect(value.Version).toHaveTextContent('V1.0');
  expect(value.Author).toHaveTextContent('staff@example.com');
  expect(value.Date).toHaveTextContent(new Date(icpV10.updatedAt).toLocaleString());
  expect(value.Status).toHaveTextContent('Inactive');
  expect(within(value.Actions!).getByRole('button', { name: 'Restore V1.0' })).toBeEnabled();
  expect(screen.queryAllByRole('columnheader')).toHaveLength(0);
});

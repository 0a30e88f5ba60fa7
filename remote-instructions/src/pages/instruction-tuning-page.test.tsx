import { screen, within } from '@testing-library/react';
import type { Prompt, PromptType } from '@portal/contract';
import { renderRoute } from '@portal/remote-kit/testing';
import {
  heldReply,
  icpV10,
  icpV11,
  listLoads,
  PROMPTS_URL,
  researchV10,
  serverPrompts,
} from '../testing/prompts';
import { bodyRowTexts, instructionPageApi } from '../testing/instruction-page';
import { RELEASE_STATUS_URL, releasedToAll } from '../testing/releases';
import InstructionTuningPage from './instruction-tuning-page';

const http = instructionPageApi();

function renderPage() {
  return renderRoute('/dashboard/instruction-tuning', <InstructionTuningPage />);
}

/** The texts of the table's body rows, cell by cell (the header row left out). */
async function rowTexts() {
  const table = await screen.findByRole('table');
  return bodyRowTexts(table);
}

it("says 'Loading instructions...' until the list arrives", async () => {
  const answer = heldReply(200, serverPrompts);
  http.onGet(PROMPTS_URL).reply(answer.reply);
  renderPage();

  expect(screen.getByRole('heading', { name: 'Instructions' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Loading instructions...');
  expect(screen.getByRole('button', { name: 'Add Instruction' })).toBeEnabled();

  answer.release();
  expect(await rowTexts()).toHaveLength(3);
  expect(screen.queryByText('Loading instructions...')).not.toBeInTheDocument();
});

it('shows what to do when there are no instructions yet', async () => {
  http.onGet(PROMPTS_URL).reply(200, []);
  renderPage();

  expect(await screen.findByRole('heading', { name: 'No instructions yet' })).toBeInTheDocument();
  expect(screen.getByText('Get started by creating your first instruction.')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

it("shows the server's message on a failed load, and Retry fetches again", async () => {
  http
    .onGet(PROMPTS_URL)
    .replyOnce(403, { statusCode: 403, code: 'FORBIDDEN', message: 'No access to prompts' })
    .onGet(PROMPTS_URL)
    .replyOnce(200, serverPrompts);
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const { user } = renderPage();

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('No access to prompts');

  await user.click(within(alert).getByRole('button', { name: 'Retry' }));

  expect(await rowTexts()).toHaveLength(3);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(listLoads(http)).toHaveLength(2);
});

it("falls back to 'Failed to fetch instructions' when the failure has no message", async () => {
  http.onGet(PROMPTS_URL).networkErrorOnce();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  renderPage();

  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch instructions');
  expect(screen.queryByText('No instructions yet')).not.toBeInTheDocument();
});

it('shows every column with the cell texts of spec §3', async () => {
  http.onGet(PROMPTS_URL).reply(200, [icpV11]);
  http.onGet(RELEASE_STATUS_URL).reply(200, releasedToAll(icpV11));
  renderPage();

  // Issue 35: the release is said in the Status cell, beside the spec's 'Active'.
  await screen.findByText('Released');
  const rows = await rowTexts();
  const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
  expect(headers).toEqual([
    'Version',
    'Description',
    'Type',
    'Status',
    'Last Modified',
    'Instruction',
    'Test cases',
    'Actions',
  ]);
  expect(rows).toEqual([
    [
      'V1.1',
      'Sharper ICP wording',
      'ICP',
      'ActiveReleased',
      new Date(icpV11.updatedAt).toLocaleString(),
      'Describe the ideal customer in three bullet points.',
      'Not run',
      'EditHistory',
    ],
  ]);
  expect(screen.getByRole('button', { name: 'Edit V1.1 (Sharper ICP wording)' })).toBeEnabled();
  expect(
    screen.getByRole('button', { name: 'History of V1.1 (Sharper ICP wording)' }),
  ).toBeEnabled();
});

it('labels every instruction type', async () => {
  const labels: Record<PromptType, string> = {
    ICP: 'ICP',
    BUYER_PERSONA: 'Buyer Persona',
    USP: 'USP',
    COMPANY_RESEARCH: 'Company Research',
    ICP_EDIT: 'ICP Edit',
    BUYER_PERSONA_EDIT: 'Buyer Persona Edit',
    USP_EDIT: 'USP Edit',
  };
  const prompts: Prompt[] = Object.keys(labels).map((type, index) => ({
    ...researchV10,
    id: `p-${index}`,
    description: `Prompt ${index}`,
    promptType: type as PromptType,
  }));
  http.onGet(PROMPTS_URL).reply(200, prompts);
  renderPage();

  const rows = await rowTexts();
  expect(rows.map(([, , type]) => type)).toEqual(Object.values(labels));
});

it('lists active versions first, most recent first, and only they can be edited', async () => {
  http.onGet(PROMPTS_URL).reply(200, serverPrompts);
  http.onGet(RELEASE_STATUS_URL).reply(200, releasedToAll(icpV11, researchV10));
  renderPage();

  expect(await screen.findAllByText('Released')).toHaveLength(2);
  const rows = await rowTexts();
  const summary = rows.map(([version, description, , status]) =>
    [version, description, status].join(' '),
  );
  expect(summary).toEqual([
    'V1.1 Sharper ICP wording ActiveReleased',
    'V1.0 Company research brief ActiveReleased',
    'V1.0 First ICP draft Inactive',
  ]);
  expect(screen.getByRole('button', { name: 'Edit V1.1 (Sharper ICP wording)' })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Edit V1.0 (Company research brief)' })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Edit V1.0 (First ICP draft)' })).toBeDisabled();
  expect(rows[2]).toContain(icpV10.promptContent);
});

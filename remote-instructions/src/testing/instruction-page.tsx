import { screen, within } from '@testing-library/react';
import { mockApiPerTest, renderRoute } from '@portal/remote-kit/testing';
import InstructionTuningPage from '../pages/instruction-tuning-page';
import { PASS_RATES_URL } from './prompts';
import { noReleaseStatus, openRequest, RELEASE_STATUS_URL, RELEASES_URL } from './releases';
import { answerScorecards } from './scorecards';
import { OVERRIDES_URL } from './studio';

export const PAGE_URL = '/dashboard/instruction-tuning';

/**
 * The frame of a page test: signed in, the API faked per test, the tenant overrides, the test
 * pass rates and the release status the list asks for, and the release history the history
 * view asks for, answered with none; scorecards as `scorecardReplies` says (none: no calls).
 */
const ANY_LATEST_RUN_URL = /\/api\/prompts\/[^/]+\/test-cases\/runs\/latest$/;

export function instructionPageApi() {
  const http = mockApiPerTest({ signedIn: true });
  const scorecards = answerScorecards(http);
  beforeEach(() => {
    scorecards();
    http.onGet(OVERRIDES_URL).reply(200, []);
    http.onGet(PASS_RATES_URL).reply(200, []);
    http.onGet(RELEASE_STATUS_URL).reply(200, noReleaseStatus);
    http.onGet(RELEASES_URL).reply(200, { items: [] });
    // No test-case run in progress for any instruction.
    http.onGet(ANY_LATEST_RUN_URL).reply(200, { progress: null });
  });
  return http;
}

/** The instruction page at its route, opened at `url` (a deep link) when given, its list loaded. */
export async function renderInstructionPage(url = PAGE_URL) {
  const view = renderRoute(PAGE_URL, <InstructionTuningPage />, url);
  await screen.findByRole('table');
  return view;
}

/** A release request's page, opened by its link, once its heading names the version (issue 35). */
export async function renderRequestPage(requestId = openRequest.id) {
  const view = renderRoute(PAGE_URL, <InstructionTuningPage />, `${PAGE_URL}?request=${requestId}`);
  await screen.findByRole('heading', { name: 'Release request: ICP V1.1' });
  return view;
}

/** The Instruction textarea of the edit view. */
export const instructionField = () => screen.getByLabelText<HTMLTextAreaElement>('Instruction');

/**
 * Opens the edit view (a new instruction unless `editButton` names a row's Edit) and waits for
 * the studio, which loads after it.
 */
export async function openEditView(editButton = 'Add Instruction') {
  const view = await renderInstructionPage();
  await view.user.click(screen.getByRole('button', { name: editButton }));
  await screen.findByRole('button', { name: 'Insert variable' });
  return view;
}

/** The texts of a table's body rows, cell by cell (the header row left out). */
export function bodyRowTexts(table: HTMLElement) {
  const [, ...rows] = within(table).getAllByRole('row');
  return rows.map((row) =>
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  );
}

import { screen, waitFor, within } from '@testing-library/react';
import type { ReleaseEvent } from '@portal/contract';
import { bodyOf, fill, renderRoute } from '@portal/remote-kit/testing';
import { acme, globex, loadedLists, refusal, reviewerUser, signIn } from '@portal/shared/testing';
import { choose } from '../testing/choose';
import { instructionPageApi, PAGE_URL } from '../testing/instruction-page';
import { heldReply, icpV10, icpV11, PROMPTS_URL, serverPrompts } from '../testing/prompts';
import { acmeRelease, initialEvent, RELEASES_URL } from '../testing/releases';
import { RESOLVE_URL } from '../testing/studio';
import InstructionTuningPage from './instruction-tuning-page';

// Issue 35 §4-5: the history view shows the type's releases as a timeline; releasers roll back.
jest.setTimeout(90_000);

const http = instructionPageApi();
const ROLLBACK_URL = `${RELEASES_URL}/${acmeRelease.id}/rollback`;

/** In use now: Acme on the staged release, Globex still on the first one. */
const acmeOnRelease: ReleaseEvent = { ...acmeRelease, current: { tenants: [acme], others: 0 } };
const globexOnInitial: ReleaseEvent = {
  ...initialEvent,
  current: { tenants: [globex], others: 0 },
};

/** Acme taken back to V1.0 by the reviewer. */
const acmeRollback: ReleaseEvent = {
  ...initialEvent,
  id: 'e-rollback',
  kind: 'rollback',
  tenants: { tenants: [acme], others: 0 },
  releasedBy: reviewerUser.username,
  releasedAt: '2026-11-28T09:00:00.000Z',
  reason: 'Claims too short for Acme',
  rollsBack: acmeRelease.id,
};

/** An admin gave a tenant the reader does not reach its own text. */
const override: ReleaseEvent = {
  ...initialEvent,
  id: 'e-override',
  kind: 'override',
  promptId: null,
  version: '1.0',
  tenants: { tenants: [], others: 1 },
  releasedBy: 'admin@example.com',
  releasedAt: '2026-11-20T09:00:00.000Z',
  reason: 'Override: the tenant’s own text',
};

beforeEach(() => {
  loadedLists({ tenants: [acme, globex] });
  http.onGet(PROMPTS_URL).reply(200, serverPrompts);
  http.onGet('/api/prompts/p-icp/versions').reply(200, [icpV11, icpV10]);
});

function openHistory() {
  return renderRoute(PAGE_URL, <InstructionTuningPage />, `${PAGE_URL}?history=p-icp`);
}

const releasesRegion = () => screen.findByRole('region', { name: 'Releases' });
const eventTexts = async () =>
  within(await releasesRegion())
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const when = (event: ReleaseEvent) => new Date(event.releasedAt).toLocaleString();

it('shows the type’s releases newest first: who, when, the gate or the reason, rollbacks', async () => {
  http.onGet(RELEASES_URL).reply(200, {
    items: [
      acmeRollback,
      { ...acmeRelease, rolledBackBy: [acmeRollback.id] },
      override,
      initialEvent,
    ],
  });
  openHistory();

  await waitFor(async () => expect(await eventTexts()).toHaveLength(4));
  expect(await eventTexts()).toEqual([
    `Rolled back to V1.0For Acme Corp.By reviewer@example.com.${when(acmeRollback)}` +
      `Reason: Claims too short for AcmeTakes back: Released V1.1 on ${when(acmeRelease)}.`,
    'Released V1.1To Acme Corp.' +
      'Requested by staff@example.com, approved by reviewer@example.com, released by reviewer@example.com.' +
      `${when(acmeRelease)}Test gate: failing (1 of 3 cases pass).` +
      'Reason: The failing case is a known flake' +
      `Taken back by: Rolled back to V1.0 on ${when(acmeRollback)}.`,
    `Override changedTo 1 tenant.By admin@example.com.${when(override)}` +
      'Reason: Override: the tenant’s own text',
    `First release: V1.0To every tenant.${when(initialEvent)}` +
      'Reason: The version every tenant used when releases began',
  ]);
  expect(http.history.get.find((request) => request.url === RELEASES_URL)?.params).toEqual({
    promptType: 'ICP',
  });
  // Staff roll nothing back, and nothing asks what each tenant uses one by one.
  expect(screen.queryByRole('button', { name: /^Roll back/ })).not.toBeInTheDocument();
  expect(http.history.get.filter((request) => request.url === RESOLVE_URL)).toHaveLength(0);
});

it("names the instruction of an event that is not this one's", async () => {
  // The research brief's instruction released for its type: the history of another one.
  const research = serverPrompts.find((prompt) => prompt.id === 'p-research')!;
  http.onGet('/api/prompts/p-research/versions').reply(200, [research]);
  http.onGet(RELEASES_URL).reply(200, {
    items: [{ ...initialEvent, promptType: 'COMPANY_RESEARCH', promptId: 'p-icp' }],
  });
  renderRoute(PAGE_URL, <InstructionTuningPage />, `${PAGE_URL}?history=p-research`);

  await waitFor(async () => expect(await eventTexts()).toHaveLength(1));
  expect((await eventTexts())[0]).toContain(
    `Of the instruction '${serverPrompts.find((prompt) => prompt.id === 'p-icp')!.description}'.`,
  );
});

it('says it is loading, shows a failure with Retry, and says when there is no release', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const answer = heldReply(500, refusal(500, 'INTERNAL', 'Database unavailable'));
  http.onGet(RELEASES_URL).reply(answer.reply);
  const { user } = openHistory();

  const region = await releasesRegion();
  expect(await within(region).findByRole('status')).toHaveTextContent(
    'Loading the release history...',
  );
  answer.release();
  const alert = await within(region).findByRole('alert');
  expect(alert).toHaveTextContent('Database unavailable');
  http.onGet(RELEASES_URL).reply(200, { items: [] });
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await within(region).findByText('No release of this type yet.')).toBeVisible();
});

describe('a releaser', () => {
  beforeEach(() => {
    signIn({}, reviewerUser);
    loadedLists({ tenants: [acme, globex] });
  });

  const rollBackAcme = () =>
    screen.findByRole('button', { name: `Roll back Released V1.1 of ${when(acmeRelease)}` });

  it('rolls back chosen tenants of a release in use, with a reason', async () => {
    // The history as it is before the rollback, and after it once the rollback was sent.
    const rolledBack = {
      items: [
        { ...acmeRollback, current: { tenants: [acme], others: 0 } },
        { ...acmeRelease, rolledBackBy: [acmeRollback.id] },
        globexOnInitial,
      ],
    };
    http
      .onGet(RELEASES_URL)
      .reply(() => [
        200,
        http.history.post.length > 0 ? rolledBack : { items: [acmeOnRelease, globexOnInitial] },
      ]);
    const answer = heldReply(200, { items: [acmeRollback] });
    http.onPost(ROLLBACK_URL).replyOnce(answer.reply);
    const { user } = openHistory();

    await user.click(await rollBackAcme());
    // The first release is in use too, but has nothing before it to go back to.
    expect(screen.getAllByRole('button', { name: /^Roll back/ })).toHaveLength(1);
    const dialog = await screen.findByRole('dialog', { name: 'Roll back: Released V1.1' });
    await user.click(within(dialog).getByRole('radio', { name: 'Chosen tenants' }));
    await user.click(within(dialog).getByRole('button', { name: 'Roll back' }));
    expect(within(dialog).getByText('Choose the tenants to roll back first.')).toBeVisible();
    expect(within(dialog).getByLabelText('Reason')).toHaveAccessibleDescription(
      'Kept on the rollback and in the audit trail. Write why it is rolled back.',
    );
    expect(http.history.post).toHaveLength(0);

    await user.click(within(dialog).getByRole('combobox', { name: 'Tenants' }));
    // Only the tenants on this release are offered.
    expect(await screen.findByTitle('Acme Corp')).toBeInTheDocument();
    expect(screen.queryByTitle('Globex')).not.toBeInTheDocument();
    await choose(user, 'Tenants', 'Acme Corp', dialog);
    await fill(user, within(dialog).getByLabelText('Reason'), 'Claims too short for Acme');
    await user.click(within(dialog).getByRole('button', { name: 'Roll back' }));
    expect(await within(dialog).findByRole('button', { name: /Rolling back/ })).toBeInTheDocument();
    answer.release();

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Rolled back: Acme Corp now on V1.0.',
    );
    expect(bodyOf(http.history.post[0])).toEqual({
      tenantIds: [acme.id],
      reason: 'Claims too short for Acme',
    });
    await waitFor(async () => expect(await eventTexts()).toHaveLength(3));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['NOT_ON_RELEASE', `Not on this release: ${acme.id}`],
    ['NOTHING_TO_ROLL_BACK', 'There is no release before this one to go back to'],
  ])(
    'shows a refused rollback (409 %s) in the dialog as the API words it',
    async (code, message) => {
      http.onGet(RELEASES_URL).reply(200, { items: [acmeOnRelease, globexOnInitial] });
      http.onPost(ROLLBACK_URL).replyOnce(409, refusal(409, code, message));
      const { user } = openHistory();

      await user.click(await rollBackAcme());
      const dialog = await screen.findByRole('dialog', { name: 'Roll back: Released V1.1' });
      await fill(user, within(dialog).getByLabelText('Reason'), 'Too short');
      await user.click(within(dialog).getByRole('button', { name: 'Roll back' }));

      expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
      expect(bodyOf(http.history.post[0])).toEqual({ reason: 'Too short' });
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      // Focus goes back where the dialog was opened from.
      await waitFor(async () => expect(await rollBackAcme()).toHaveFocus());
    },
  );
});

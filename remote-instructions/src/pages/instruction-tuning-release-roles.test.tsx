import { act, screen, waitFor, within } from '@testing-library/react';
import type { ReleaseComment } from '@portal/contract';
import { bodyOf, fill } from '@portal/remote-kit/testing';
import { acme, enterpriseSales, loadedLists, signIn, viewerUser } from '@portal/shared/testing';
import { instructionPageApi, renderRequestPage } from '../testing/instruction-page';
import { heldReply, PROMPTS_URL, serverPrompts } from '../testing/prompts';
import { approvedRequest, openRequest, requestUrl } from '../testing/releases';
import { PROVIDER_URL } from '../testing/studio';
import {
  doneProgress,
  draftRun,
  RUN_URL,
  runProgress,
  runUrl,
} from '../testing/test-cases';

// Issue 35: what editors and viewers do on a request's page, and what they do not get.
jest.setTimeout(90_000);

const http = instructionPageApi();
const REQUEST_URL = requestUrl(openRequest.id);
const aModel = { kind: 'openai-compatible', model: 'gpt-test' };

beforeEach(() => {
  http.onGet(PROMPTS_URL).reply(200, serverPrompts);
});

const region = (name: string) => screen.getByRole('region', { name });

describe('an editor', () => {
  beforeEach(() => {
    signIn({ selectedTenantId: acme.id, selectedWorkspaceId: enterpriseSales.id });
    loadedLists({ tenants: [acme], workspaces: { [acme.id]: [enterpriseSales] } });
  });

  it('comments on a request, and gets no review nor release', async () => {
    http.onGet(PROVIDER_URL).reply(200, { kind: 'offline', model: 'offline' });
    const added: ReleaseComment = {
      id: 'c-2',
      kind: 'comment',
      userId: 'u-staff',
      username: 'staff@example.com',
      at: '2026-11-27T11:00:00.000Z',
      comment: 'Added the third bullet',
    };
    http
      .onGet(REQUEST_URL)
      .replyOnce(200, approvedRequest)
      .onGet(REQUEST_URL)
      .reply(200, { ...approvedRequest, comments: [...approvedRequest.comments, added] });
    const answer = heldReply(201, added);
    http.onPost(requestUrl(openRequest.id, 'comments')).replyOnce(answer.reply);
    const { user } = await renderRequestPage();

    expect(screen.queryByRole('region', { name: 'Review' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Release' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();

    const comments = region('Comments');
    await user.click(within(comments).getByRole('button', { name: 'Add comment' }));
    expect(within(comments).getByText('Write the comment first.')).toBeVisible();
    await fill(user, within(comments).getByLabelText('Add a comment'), 'Added the third bullet');
    await user.click(within(comments).getByRole('button', { name: 'Add comment' }));
    expect(await within(comments).findByRole('button', { name: 'Adding...' })).toBeDisabled();
    answer.release();

    await waitFor(() => expect(within(comments).getAllByRole('listitem')).toHaveLength(2));
    expect(within(comments).getAllByRole('listitem')[1]).toHaveTextContent(
      'staff@example.com commented',
    );
    expect(within(comments).getByLabelText('Add a comment')).toHaveValue('');
    expect(bodyOf(http.history.post[0])).toEqual({ comment: 'Added the third bullet' });
  });

  it("runs the test cases on the requested version's text, and the gate reloads", async () => {
    http.onGet(PROVIDER_URL).reply(200, aModel);
    const passed = {
      ...openRequest,
      gate: { status: 'passed' as const, total: 3, passed: 3, failing: [], notRun: [], hidden: 0 },
    };
    http.onGet(REQUEST_URL).replyOnce(200, openRequest).onGet(REQUEST_URL).reply(200, passed);
    const run = { ...draftRun, version: openRequest.version, passed: 3 };
      const answer = heldReply(202, runProgress());
    http.onPost(RUN_URL).replyOnce(answer.reply);
    http.onGet(runUrl('progress-1')).reply(200, doneProgress(run));
    const { user } = await renderRequestPage();

    const gate = region('Test gate');
    expect(within(gate).getByRole('combobox', { name: 'Workspace' })).toBeInTheDocument();
    await user.click(within(gate).getByRole('button', { name: 'Run test cases' }));
    expect(await within(gate).findByRole('button', { name: 'Running...' })).toBeDisabled();
    answer.release();

    expect(await within(region('Test gate')).findByText('Passed')).toBeInTheDocument();
    expect(within(region('Test gate')).getByRole('status')).toHaveTextContent(
      'Run on gpt-test: 3 of 3 cases pass on this version.',
    );
    expect(bodyOf(http.history.post[0])).toEqual({
      promptContent: openRequest.promptContent,
      tenantId: acme.id,
      workspaceId: enterpriseSales.id,
    });
  });
});

describe('a viewer', () => {
  beforeEach(() => {
    signIn({}, viewerUser);
    loadedLists({ tenants: [acme] });
    http.onGet(PROVIDER_URL).reply(200, aModel);
    http.onGet(REQUEST_URL).reply(200, openRequest);
  });

  /** The focus stop around a refused button, which gives its reason. */
  const refusedStop = (button: HTMLElement) => {
    expect(button).toBeDisabled();
    const stop = button.parentElement!;
    expect(stop).toHaveAttribute('tabindex', '0');
    return stop;
  };

  it('reads a request, with Add comment and Run test cases disabled and why', async () => {
    await renderRequestPage();

    expect(screen.queryByLabelText('Add a comment')).not.toBeInTheDocument();
    const comment = refusedStop(screen.getByRole('button', { name: 'Add comment' }));
    act(() => comment.focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Viewers can read but not comment on release requests',
    );
    expect(comment).toHaveAccessibleDescription(
      'Viewers can read but not comment on release requests',
    );

    const run = refusedStop(screen.getByRole('button', { name: 'Run test cases' }));
    act(() => run.focus());
    // Only the tooltip shown is a role: jsdom gives every tooltip the same id.
    await waitFor(() =>
      expect(screen.getByRole('tooltip')).toHaveTextContent(
        'Viewers can read but not run test cases',
      ),
    );
    expect(screen.queryByRole('region', { name: 'Review' })).not.toBeInTheDocument();
    expect(http.history.post).toHaveLength(0);
  });
});

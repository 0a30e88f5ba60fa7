import { screen, waitFor, within } from '@testing-library/react';
import { bodyOf, fill, mockApiPerTest, renderRoute } from '@portal/remote-kit/testing';
import type { Webhook, WebhookDelivery } from '@portal/contract';
import { refusal } from '@portal/shared/testing';
import AdministrationPage from '../pages/administration-page';
import { signInAsAdmin } from '../testing/admin-fixtures';

const WEBHOOKS = '/api/webhooks';
const http = mockApiPerTest();
// Tables, drawers and dialogs over antd's DOM: on a busy two-core machine a test of a whole
// flow takes longer than jest's 15 s.
jest.setTimeout(60_000);

const delivered: WebhookDelivery = {
  id: 'd-1',
  event: 'release',
  releaseId: 'r-1',
  status: 'delivered',
  attempts: 1,
  lastStatusCode: 200,
  lastError: null,
  createdAt: '2026-11-27T09:30:00.000Z',
  lastAttemptAt: '2026-11-27T09:30:01.000Z',
  deliveredAt: '2026-11-27T09:30:01.000Z',
  nextAttemptAt: null,
};
const pipeline: Webhook = {
  id: 'w-pipeline',
  url: 'https://pipeline.example.com/hooks/portal',
  description: 'AI pipeline',
  secretHint: 'WXYZ',
  createdAt: '2026-11-20T08:00:00.000Z',
  createdBy: 'admin@example.com',
  lastDelivery: delivered,
};
const audit: Webhook = {
  id: 'w-audit',
  url: 'https://audit.example.com/in',
  description: '',
  secretHint: 'abcd',
  createdAt: '2026-11-21T08:00:00.000Z',
  createdBy: 'admin@example.com',
  lastDelivery: null,
};

beforeEach(() => signInAsAdmin());

const renderWebhooks = () =>
  renderRoute('/dashboard/admin', <AdministrationPage />, '/dashboard/admin?view=webhooks');

const rowOf = (url: string) => screen.getByRole('row', { name: new RegExp(url) });
const dialog = () => screen.findByRole('dialog');
const quiet = () => jest.spyOn(console, 'error').mockImplementation(() => {});

it('says it is loading, then lists each webhook with its secret hint and last delivery', async () => {
  http.onGet(WEBHOOKS).reply(200, [pipeline, audit]);
  renderWebhooks();

  expect(screen.getByRole('tab', { name: 'Webhooks', selected: true })).toBeInTheDocument();
  expect(screen.getByText('Loading webhooks...')).toBeInTheDocument();
  await screen.findByText(pipeline.url);

  const first = within(rowOf(pipeline.url));
  expect(first.getByText('AI pipeline')).toBeInTheDocument();
  expect(first.getByText('WXYZ')).toBeInTheDocument();
  expect(first.getByText('Delivered')).toBeInTheDocument();
  expect(first.getByText('Nov 27, 2026, 9:30:00 AM')).toBeInTheDocument();
  const second = within(rowOf(audit.url));
  expect(second.getByText('None')).toBeInTheDocument();
  expect(second.getByText('None yet')).toBeInTheDocument();
  for (const name of [`Deliveries to ${audit.url}`, `Edit ${audit.url}`, `Delete ${audit.url}`]) {
    expect(second.getByRole('button', { name })).toBeInTheDocument();
  }
});

it('shows a load failure with the reason, and Retry loads again', async () => {
  quiet();
  http
    .onGet(WEBHOOKS)
    .replyOnce(500, refusal(500, 'INTERNAL', 'Webhooks are unavailable'))
    .onGet(WEBHOOKS)
    .replyOnce(200, [pipeline]);
  const { user } = renderWebhooks();

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Error loading webhooks');
  expect(alert).toHaveTextContent('Webhooks are unavailable');
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));

  expect(await screen.findByText(pipeline.url)).toBeInTheDocument();
});

it('says there are none yet when the list is empty', async () => {
  http.onGet(WEBHOOKS).reply(200, []);
  renderWebhooks();

  expect(await screen.findByText('No webhooks yet')).toBeInTheDocument();
  expect(screen.getByText('Register a URL to hear of every release.')).toBeInTheDocument();
});

it('registers a webhook, checking the URL and the secret first', async () => {
  const created: Webhook = { ...audit, id: 'w-new', url: 'https://new.example.com/hook' };
  http.onGet(WEBHOOKS).replyOnce(200, [pipeline]).onGet(WEBHOOKS).reply(200, [pipeline, created]);
  http.onPost(WEBHOOKS).reply(201, created);
  const { user } = renderWebhooks();
  await screen.findByText(pipeline.url);

  await user.click(screen.getByRole('button', { name: 'Register Webhook' }));
  const form = within(await dialog());
  await user.click(form.getByRole('button', { name: 'Register Webhook' }));
  expect(await form.findByText('URL is required')).toBeInTheDocument();
  expect(form.getByText('Secret is required')).toBeInTheDocument();

  await fill(user, form.getByLabelText('URL'), 'ftp://new.example.com/hook');
  await fill(user, form.getByLabelText('Secret'), 'too-short');
  await user.click(form.getByRole('button', { name: 'Register Webhook' }));
  expect(await form.findByText('URL must start with http:// or https://')).toBeInTheDocument();
  expect(form.getByText('Secret must be at least 16 characters')).toBeInTheDocument();
  expect(http.history.post).toHaveLength(0);

  await fill(user, form.getByLabelText('URL'), ' https://new.example.com/hook ');
  await fill(user, form.getByLabelText('Secret'), 'a-secret-of-twenty-chars');
  await fill(user, form.getByLabelText('Description'), 'New listener');
  await user.click(form.getByRole('button', { name: 'Register Webhook' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(bodyOf(http.history.post[0])).toEqual({
    url: 'https://new.example.com/hook',
    secret: 'a-secret-of-twenty-chars',
    description: 'New listener',
  });
  expect(await screen.findByText(created.url)).toBeInTheDocument();
});

it("shows the API's refusal in the form, which stays open and busy-free", async () => {
  quiet();
  http.onGet(WEBHOOKS).reply(200, []);
  http
    .onPost(WEBHOOKS)
    .reply(400, refusal(400, 'VALIDATION_FAILED', 'url must not hold a user name or password'));
  const { user } = renderWebhooks();
  await screen.findByText('No webhooks yet');

  await user.click(screen.getByRole('button', { name: 'Register Webhook' }));
  const form = within(await dialog());
  await fill(user, form.getByLabelText('URL'), 'https://ops:pw@example.com/hook');
  await fill(user, form.getByLabelText('Secret'), 'a-secret-of-twenty-chars');
  await user.click(form.getByRole('button', { name: 'Register Webhook' }));

  expect(await form.findByRole('alert')).toHaveTextContent(
    'url must not hold a user name or password',
  );
  expect(form.getByRole('button', { name: 'Register Webhook' })).toBeEnabled();
  expect(form.getByRole('button', { name: 'Cancel' })).toBeEnabled();
});

it('edits a webhook without its secret unless a new one is typed', async () => {
  http.onGet(WEBHOOKS).reply(200, [pipeline]);
  http.onPut(`${WEBHOOKS}/${pipeline.id}`).reply(200, { ...pipeline, description: 'Renamed' });
  const { user } = renderWebhooks();
  await screen.findByText(pipeline.url);

  await user.click(screen.getByRole('button', { name: `Edit ${pipeline.url}` }));
  let form = within(await dialog());
  expect(form.getByLabelText('URL')).toHaveValue(pipeline.url);
  expect(form.getByLabelText('Description')).toHaveValue('AI pipeline');
  expect(form.getByLabelText('Secret')).toHaveValue('');
  expect(form.getByText('Leave empty to keep the current secret (ending in WXYZ).')).toBeVisible();
  await fill(user, form.getByLabelText('Description'), 'Renamed');
  await user.click(form.getByRole('button', { name: 'Save Webhook' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(bodyOf(http.history.put[0])).toEqual({ url: pipeline.url, description: 'Renamed' });

  await user.click(screen.getByRole('button', { name: `Edit ${pipeline.url}` }));
  form = within(await dialog());
  await fill(user, form.getByLabelText('Secret'), 'a-brand-new-secret-value');
  await user.click(form.getByRole('button', { name: 'Save Webhook' }));
  await waitFor(() => expect(http.history.put).toHaveLength(2));
  expect(bodyOf(http.history.put[1])).toEqual({
    url: pipeline.url,
    description: 'AI pipeline',
    secret: 'a-brand-new-secret-value',
  });
});

it('deletes a webhook once confirmed, and shows a refused delete above the table', async () => {
  quiet();
  http.onGet(WEBHOOKS).replyOnce(200, [pipeline, audit]).onGet(WEBHOOKS).reply(200, [audit]);
  http.onDelete(`${WEBHOOKS}/${pipeline.id}`).reply(204);
  http
    .onDelete(`${WEBHOOKS}/${audit.id}`)
    .reply(404, refusal(404, 'NOT_FOUND', 'Webhook not found'));
  const { user } = renderWebhooks();
  await screen.findByText(pipeline.url);

  await user.click(screen.getByRole('button', { name: `Delete ${pipeline.url}` }));
  const confirm = await dialog();
  expect(confirm).toHaveTextContent(`Delete the webhook to ${pipeline.url}?`);
  expect(confirm).toHaveTextContent('its pending deliveries are dropped');
  await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
  expect(http.history.delete).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: `Delete ${pipeline.url}` }));
  await user.click(within(await dialog()).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(screen.queryByText(pipeline.url)).not.toBeInTheDocument());
  expect(http.history.delete.map((request) => request.url)).toEqual([`${WEBHOOKS}/${pipeline.id}`]);

  await user.click(screen.getByRole('button', { name: `Delete ${audit.url}` }));
  await user.click(within(await dialog()).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Webhook not found');
});

it("shows a webhook's deliveries with their status, and sends a test", async () => {
  const failing: WebhookDelivery = {
    ...delivered,
    id: 'd-2',
    event: 'rollback',
    status: 'pending',
    attempts: 2,
    lastStatusCode: 500,
    lastError: 'HTTP 500',
    deliveredAt: null,
    nextAttemptAt: '2026-11-27T09:35:00.000Z',
  };
  const ping: WebhookDelivery = {
    ...delivered,
    id: 'd-3',
    event: 'ping',
    releaseId: null,
    status: 'pending',
    attempts: 0,
    lastStatusCode: null,
    lastAttemptAt: null,
    deliveredAt: null,
    nextAttemptAt: '2026-11-27T09:40:00.000Z',
  };
  const deliveries = `${WEBHOOKS}/${pipeline.id}/deliveries`;
  http.onGet(WEBHOOKS).reply(200, [pipeline]);
  http
    .onGet(deliveries)
    .replyOnce(200, [failing, delivered])
    .onGet(deliveries)
    .reply(200, [ping, failing, delivered]);
  http.onPost(`${WEBHOOKS}/${pipeline.id}/test`).reply(202, ping);
  const { user } = renderWebhooks();
  await screen.findByText(pipeline.url);

  await user.click(screen.getByRole('button', { name: `Deliveries to ${pipeline.url}` }));
  const drawer = within(await dialog());
  expect(await drawer.findByText('Rollback')).toBeInTheDocument();
  const rows = () => drawer.getAllByRole('row').slice(1);
  expect(
    rows().map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ),
  ).toEqual([
    [
      'Rollback',
      'Pending',
      '2',
      'HTTP 500',
      'Nov 27, 2026, 9:30:00 AM',
      'Nov 27, 2026, 9:30:01 AM',
      'Nov 27, 2026, 9:35:00 AM',
    ],
    [
      'Release',
      'Delivered',
      '1',
      'HTTP 200',
      'Nov 27, 2026, 9:30:00 AM',
      'Nov 27, 2026, 9:30:01 AM',
      '—',
    ],
  ]);

  await user.click(drawer.getByRole('button', { name: 'Send Test' }));
  expect(await drawer.findByText('Test')).toBeInTheDocument();
  expect(http.history.post.map((request) => request.url)).toEqual([
    `${WEBHOOKS}/${pipeline.id}/test`,
  ]);
  expect(within(rows()[0]!).getByText('Not tried yet')).toBeInTheDocument();
});

it('says a webhook has no deliveries yet, and shows a refused test', async () => {
  quiet();
  http.onGet(WEBHOOKS).reply(200, [audit]);
  http.onGet(`${WEBHOOKS}/${audit.id}/deliveries`).reply(200, []);
  http
    .onPost(`${WEBHOOKS}/${audit.id}/test`)
    .reply(404, refusal(404, 'NOT_FOUND', 'Webhook not found'));
  const { user } = renderWebhooks();
  await screen.findByText(audit.url);

  await user.click(screen.getByRole('button', { name: `Deliveries to ${audit.url}` }));
  const drawer = within(await dialog());
  expect(await drawer.findByText('No deliveries yet')).toBeInTheDocument();
  await user.click(drawer.getByRole('button', { name: 'Send Test' }));
  expect(await drawer.findByRole('alert')).toHaveTextContent('Webhook not found');
});

it("shows a failure to load a webhook's deliveries, and Retry loads them", async () => {
  quiet();
  const deliveries = `${WEBHOOKS}/${pipeline.id}/deliveries`;
  http.onGet(WEBHOOKS).reply(200, [pipeline]);
  http
    .onGet(deliveries)
    .replyOnce(500, refusal(500, 'INTERNAL', 'Deliveries are unavailable'))
    .onGet(deliveries)
    .replyOnce(200, [delivered]);
  const { user } = renderWebhooks();
  await screen.findByText(pipeline.url);

  await user.click(screen.getByRole('button', { name: `Deliveries to ${pipeline.url}` }));
  const drawer = within(await dialog());
  const alert = await drawer.findByRole('alert');
  expect(alert).toHaveTextContent('Error loading deliveries');
  expect(alert).toHaveTextContent('Deliveries are unavailable');
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));

  expect(await drawer.findByText('Delivered')).toBeInTheDocument();
});

it('registers a webhook by keyboard alone', async () => {
  const created: Webhook = { ...audit, id: 'w-keys', url: 'https://keys.example.com/hook' };
  http.onGet(WEBHOOKS).replyOnce(200, []).onGet(WEBHOOKS).reply(200, [created]);
  http.onPost(WEBHOOKS).reply(201, created);
  const { user } = renderWebhooks();
  await screen.findByText('No webhooks yet');

  screen.getByRole('button', { name: 'Register Webhook' }).focus();
  await user.keyboard('{Enter}');
  const form = within(await dialog());
  // From the drawer's close button, Tab reaches the URL field, then the secret.
  for (let presses = 0; presses < 5 && !form.getByLabelText('URL').matches(':focus'); presses++) {
    await user.tab();
  }
  expect(form.getByLabelText('URL')).toHaveFocus();
  await user.keyboard('https://keys.example.com/hook');
  await user.tab();
  expect(form.getByLabelText('Secret')).toHaveFocus();
  await user.keyboard('a-secret-typed-by-keys');
  await user.keyboard('{Enter}');

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(bodyOf(http.history.post[0])).toEqual({
    url: 'https://keys.example.com/hook',
    secret: 'a-secret-typed-by-keys',
    description: '',
  });
  expect(await screen.findByText(created.url)).toBeInTheDocument();
});

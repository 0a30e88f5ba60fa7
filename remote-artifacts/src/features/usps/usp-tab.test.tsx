import { screen, waitFor, within } from '@testing-library/react';
import { acme, enterpriseSales } from '@portal/shared/testing';
import {
  coachingUsp,
  deferredReply,
  forecastingUsp,
  icpsUrl,
  uspsUrl,
} from '../../testing/artifacts';
import { bodyOf, fill, mockApiPerTest } from '@portal/remote-kit/testing';
import { openUspTab, renderDashboard } from '../../testing/render-dashboard';

const http = mockApiPerTest();

beforeEach(() => {
  http.onGet(icpsUrl()).reply(200, []);
});

async function showUsps(reply: unknown[] = [forecastingUsp, coachingUsp]) {
  http.onGet(uspsUrl()).reply(200, reply);
  const view = renderDashboard();
  await openUspTab(view.user);
  if (reply.length > 0) await screen.findByRole('article', { name: forecastingUsp.name });
  return view;
}

it("shows 'Loading USPs...', then cards with products and capabilities and their counts", async () => {
  const list = deferredReply();
  http.onGet(uspsUrl()).reply(list.reply);
  const { user } = renderDashboard();
  await openUspTab(user);

  expect(await screen.findByText('Loading USPs...')).toBeInTheDocument();
  list.answer([200, [forecastingUsp, coachingUsp]]);

  const card = await screen.findByRole('article', { name: 'Accurate forecasting' });
  expect(within(card).getByText(forecastingUsp.differentiator)).toBeInTheDocument();
  const products = within(card).getByRole('list', { name: 'Products (2)' });
  expect(
    within(products)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(forecastingUsp.products);
  const capabilities = within(card).getByRole('list', { name: 'Capabilities (3)' });
  expect(within(capabilities).getAllByRole('listitem')).toHaveLength(3);
  expect(within(card).getByRole('button', { name: /^Edit/ })).toHaveTextContent('Edit');
  expect(within(card).getByRole('button', { name: /^Delete/ })).toHaveTextContent('Delete');
  expect(screen.getAllByRole('article')).toHaveLength(2);
});

it('shows the empty state for a workspace without USPs', async () => {
  await showUsps([]);

  expect(await screen.findByText('No USPs Found')).toBeInTheDocument();
  expect(screen.getByText('There are no USPs available for this workspace')).toBeInTheDocument();
});

it("shows 'Error loading USPs' with the message, and Retry loads again", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  http.onGet(uspsUrl()).replyOnce(500).onGet(uspsUrl()).replyOnce(200, [coachingUsp]);
  const { user } = renderDashboard();
  await openUspTab(user);

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Error loading USPs');
  expect(alert).toHaveTextContent('Failed to load USPs');
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));

  expect(await screen.findByRole('article', { name: 'Coaching at scale' })).toBeInTheDocument();
});

it('creates a USP with products and capabilities split by line, and appends its card', async () => {
  const { user } = await showUsps();
  await user.click(screen.getByRole('button', { name: /Create New USP/ }));

  expect(screen.getByRole('heading', { name: 'Create New USP' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'USP Details' })).toBeInTheDocument();
  expect(screen.getByLabelText('Products')).toHaveAttribute('rows', '4');
  expect(screen.getByLabelText('Differentiator')).toHaveAttribute('rows', '5');
  expect(screen.getByLabelText('Capabilities')).toHaveAttribute('rows', '10');
  await fill(user, screen.getByLabelText('USP Name'), 'Security first');
  await fill(user, screen.getByLabelText('Products'), 'Vault\n\n  Gateway \n');
  await fill(user, screen.getByLabelText('Differentiator'), 'Certified everywhere');
  await fill(user, screen.getByLabelText('Capabilities'), '\nSOC 2\nISO 27001\n\n');
  const created = { ...coachingUsp, id: 'usp-security', name: 'Security first' };
  http.onPost('/api/usp-onboarding').reply(201, created);

  await user.click(screen.getByRole('button', { name: 'Create USP' }));

  expect(await screen.findByRole('article', { name: 'Security first' })).toBeInTheDocument();
  expect(bodyOf(http.history.post[0])).toEqual({
    name: 'Security first',
    differentiator: 'Certified everywhere',
    products: ['Vault', 'Gateway'],
    capabilities: ['SOC 2', 'ISO 27001'],
    tenantId: acme.id,
    workspaceId: enterpriseSales.id,
  });
  expect(screen.getAllByRole('article')).toHaveLength(3);
  expect(http.history.get.filter((request) => request.url === uspsUrl())).toHaveLength(1);
});

it('says which fields are required and sends nothing; blank lines do not count', async () => {
  const { user } = await showUsps();
  await user.click(screen.getByRole('button', { name: /Create New USP/ }));
  await fill(user, screen.getByLabelText('Products'), '\n  \n');

  await user.click(screen.getByRole('button', { name: 'Create USP' }));

  expect(await screen.findByText('USP Name is required')).toBeInTheDocument();
  expect(screen.getByText('At least one product is required')).toBeInTheDocument();
  expect(screen.getByText('Differentiator is required')).toBeInTheDocument();
  expect(screen.getByText('At least one capability is required')).toBeInTheDocument();
  expect(http.history.post).toHaveLength(0);
});

it('edits a USP: PUT with its id, and the card is replaced in place', async () => {
  const { user } = await showUsps();
  await user.click(screen.getByRole('button', { name: 'Edit USP Accurate forecasting' }));

  expect(screen.getByRole('heading', { name: 'Edit USP' })).toBeInTheDocument();
  expect(screen.getByLabelText('Products')).toHaveValue('Forecast Cloud\nPipeline Inspector');
  await fill(user, screen.getByLabelText('Capabilities'), 'Deal scoring\nWhat-if analysis');
  const updated = { ...forecastingUsp, capabilities: ['Deal scoring', 'What-if analysis'] };
  http.onPut(`/api/usp-onboarding/${forecastingUsp.id}`).reply(200, updated);

  await user.click(screen.getByRole('button', { name: 'Update USP' }));

  const card = await screen.findByRole('article', { name: 'Accurate forecasting' });
  expect(within(card).getByRole('list', { name: 'Capabilities (2)' })).toBeInTheDocument();
  expect(bodyOf(http.history.put[0])).toEqual({
    id: forecastingUsp.id,
    name: forecastingUsp.name,
    differentiator: forecastingUsp.differentiator,
    products: forecastingUsp.products,
    capabilities: ['Deal scoring', 'What-if analysis'],
    tenantId: acme.id,
    workspaceId: enterpriseSales.id,
    revision: forecastingUsp.revision,
  });
  expect(screen.getAllByRole('article')[0]).toBe(card);
});

it("keeps the form when saving fails, with the server's message", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const { user } = await showUsps();
  await user.click(screen.getByRole('button', { name: 'Edit USP Coaching at scale' }));
  http.onPut(`/api/usp-onboarding/${coachingUsp.id}`).reply(500);

  await user.click(screen.getByRole('button', { name: 'Update USP' }));

  expect(await screen.findByText('Failed to update USP')).toBeInTheDocument();
  expect(screen.getByLabelText('USP Name')).toHaveValue('Coaching at scale');
});

it('deletes a USP once confirmed; a failed delete keeps the card and says why', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const { user } = await showUsps();
  http
    .onDelete(`/api/usp-onboarding/${acme.id}/${coachingUsp.id}`)
    .replyOnce(500)
    .onDelete(`/api/usp-onboarding/${acme.id}/${coachingUsp.id}`)
    .replyOnce(204);

  await user.click(screen.getByRole('button', { name: 'Delete USP Coaching at scale' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Are you sure you want to delete this USP?');
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Failed to delete USP')).toBeInTheDocument();
  expect(screen.getByRole('article', { name: 'Coaching at scale' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Delete USP Coaching at scale' }));
  await user.click(await screen.findByRole('button', { name: 'Delete' }));

  await waitFor(() =>
    expect(screen.queryByRole('article', { name: 'Coaching at scale' })).not.toBeInTheDocument(),
  );
  expect(http.history.delete.map((request) => request.url)).toEqual([
    `/api/usp-onboarding/${acme.id}/${coachingUsp.id}`,
    `/api/usp-onboarding/${acme.id}/${coachingUsp.id}`,
  ]);
});

it('Cancel returns to the list', async () => {
  const { user } = await showUsps();
  await user.click(screen.getByRole('button', { name: /Create New USP/ }));

  await user.click(screen.getByRole('button', { name: 'Cancel' }));

  expect(await screen.findByRole('article', { name: 'Coaching at scale' })).toBeInTheDocument();
});

import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { acme, enterpriseSales } from '@portal/shared/testing';
import { healthcareIcp, icpsUrl, midMarketIcp } from '../../testing/artifacts';
import { bodyOf, fill, mockApiPerTest } from '@portal/remote-kit/testing';
import { renderDashboard } from '../../testing/render-dashboard';

const http = mockApiPerTest();

beforeEach(() => {
  http.onGet(icpsUrl()).reply(200, [midMarketIcp, healthcareIcp]);
});

async function openCreateForm() {
  const view = renderDashboard();
  await screen.findByRole('article', { name: 'Mid-market SaaS' });
  await view.user.click(screen.getByRole('button', { name: /Create ICP/ }));
  expect(screen.getByRole('heading', { name: 'Create New ICP' })).toBeInTheDocument();
  return view;
}

async function fillSegment(user: UserEvent, segment: HTMLElement, values: string[]) {
  const [name, description, details] = values as [string, string, string];
  await fill(user, within(segment).getByLabelText('Name'), name);
  await fill(user, within(segment).getByLabelText('Description'), description);
  await fill(user, within(segment).getByLabelText('Details'), details);
}

it('creates an ICP with segments and personas, sent without client ids, and appends its card', async () => {
  const { user } = await openCreateForm();
  expect(screen.getByLabelText('Customer Description')).toHaveAttribute('rows', '5');

  await fill(user, screen.getByLabelText('ICP Name'), 'Logistics');
  await fill(user, screen.getByLabelText('Customer Description'), 'Freight forwarders');
  const addSegment = screen.getByRole('button', { name: /Add Segment/ });
  await user.click(addSegment);
  await user.click(addSegment);
  const addPersona = screen.getByRole('button', { name: /Add Persona/ });
  await user.click(addPersona);
  await user.click(addPersona);
  const [segment1, segment2, persona1, persona2] = screen.getAllByRole('group') as [
    HTMLElement,
    HTMLElement,
    HTMLElement,
    HTMLElement,
  ];
  expect(segment2).toHaveAccessibleName('Segment 2');
  expect(persona2).toHaveAccessibleName('Persona 2');
  await fillSegment(user, segment1, ['Ocean', 'Sea freight', 'Asia to EU']);
  await fillSegment(user, segment2, ['Air', 'Air cargo', 'Express']);
  expect(within(segment1).getByLabelText('Description')).toHaveAttribute('rows', '10');
  expect(within(segment1).getByLabelText('Details')).toHaveAttribute('rows', '10');
  await fill(user, within(persona1).getByLabelText('Name'), 'COO');
  await user.click(within(persona1).getByLabelText('Mobilizer Persona'));
  await fill(user, within(persona1).getByLabelText('Description'), 'Runs operations');
  await fill(user, within(persona2).getByLabelText('Name'), 'CFO');
  await user.click(within(persona2).getByLabelText('Buying Committee'));
  expect(within(persona2).getByLabelText('Description')).toHaveAttribute('rows', '10');

  const created = {
    ...healthcareIcp,
    id: 'icp-logistics',
    name: 'Logistics',
    description: 'Freight forwarders',
  };
  http.onPost('/api/icp-onboarding').reply(201, created);
  await user.click(screen.getByRole('button', { name: 'Create ICP' }));

  expect(await screen.findByRole('article', { name: 'Logistics' })).toBeInTheDocument();
  expect(bodyOf(http.history.post[0])).toEqual({
    tenantId: acme.id,
    workspaceId: enterpriseSales.id,
    name: 'Logistics',
    description: 'Freight forwarders',
    segments: [
      { name: 'Ocean', description: 'Sea freight', details: 'Asia to EU' },
      { name: 'Air', description: 'Air cargo', details: 'Express' },
    ],
    buyerPersonas: [
      { name: 'COO', description: 'Runs operations', isMobilizer: true, isBuyingCommittee: false },
      { name: 'CFO', description: '', isMobilizer: false, isBuyingCommittee: true },
    ],
  });
  const cards = screen.getAllByRole('article').map((card) => card.getAttribute('aria-labelledby'));
  expect(cards).toHaveLength(3);
  expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual([
    'Mid-market SaaS',
    'Regional hospitals',
    'Logistics',
  ]);
  expect(http.history.get.filter((request) => request.url === icpsUrl())).toHaveLength(1);
});

it('says which required fields are missing, next to them, and sends nothing', async () => {
  const { user } = await openCreateForm();
  await user.click(screen.getByRole('button', { name: /Add Segment/ }));
  await user.click(screen.getByRole('button', { name: /Add Persona/ }));
  await fill(user, screen.getByLabelText('ICP Name'), '   ');

  await user.click(screen.getByRole('button', { name: 'Create ICP' }));

  expect(await screen.findByText('ICP Name is required')).toBeInTheDocument();
  expect(screen.getByText('Customer Description is required')).toBeInTheDocument();
  const [segment, persona] = screen.getAllByRole('group') as [HTMLElement, HTMLElement];
  expect(within(segment).getByText('Segment name is required')).toBeInTheDocument();
  expect(within(segment).getByText('Segment description is required')).toBeInTheDocument();
  expect(within(segment).getByText('Segment details are required')).toBeInTheDocument();
  expect(within(persona).getByText('Persona name is required')).toBeInTheDocument();
  expect(within(persona).queryByText(/description is required/)).not.toBeInTheDocument();
  expect(screen.getByLabelText('ICP Name')).toHaveAttribute('aria-invalid', 'true');
  expect(http.history.post).toHaveLength(0);
});

it('edits an ICP: PUT to its URL without child ids, and its card is replaced in place', async () => {
  const { user } = renderDashboard();
  await user.click(await screen.findByRole('button', { name: 'Edit ICP Mid-market SaaS' }));

  expect(screen.getByRole('heading', { name: 'Edit ICP' })).toBeInTheDocument();
  expect(screen.getByLabelText('ICP Name')).toHaveValue('Mid-market SaaS');
  expect(screen.getByLabelText('Customer Description')).toHaveValue(midMarketIcp.description);
  const [, segment2, persona1] = screen.getAllByRole('group') as HTMLElement[];
  expect(segment2).toHaveAccessibleName('Segment 2');
  expect(within(persona1!).getByLabelText('Buying Committee')).toBeChecked();
  await fill(user, screen.getByLabelText('ICP Name'), 'Mid-market SaaS (EU)');
  await user.click(screen.getByRole('button', { name: 'Remove segment 2' }));
  expect(screen.queryByText('Segment 2')).not.toBeInTheDocument();

  const url = `/api/icp-onboarding/${acme.id}/${midMarketIcp.id}`;
  const updated = { ...midMarketIcp, name: 'Mid-market SaaS (EU)' };
  http.onPut(url).reply(200, updated);
  await user.click(screen.getByRole('button', { name: 'Update ICP' }));

  expect(await screen.findByRole('article', { name: 'Mid-market SaaS (EU)' })).toBeInTheDocument();
  expect(http.history.put[0]?.url).toBe(url);
  expect(bodyOf(http.history.put[0])).toEqual({
    id: midMarketIcp.id,
    tenantId: acme.id,
    workspaceId: enterpriseSales.id,
    name: 'Mid-market SaaS (EU)',
    description: midMarketIcp.description,
    segments: [{ name: 'Fintech', description: 'Payments and lending', details: 'EU and US' }],
    buyerPersonas: [
      {
        name: 'VP Sales',
        description: 'Owns the number',
        isMobilizer: true,
        isBuyingCommittee: true,
      },
    ],
    revision: midMarketIcp.revision,
  });
  expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual([
    'Mid-market SaaS (EU)',
    'Regional hospitals',
  ]);
  expect(http.history.get.filter((request) => request.url === icpsUrl())).toHaveLength(1);
});

it("keeps the form and what was typed when saving fails, showing the server's message", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const { user } = await openCreateForm();
  await fill(user, screen.getByLabelText('ICP Name'), 'Logistics');
  await fill(user, screen.getByLabelText('Customer Description'), 'Freight forwarders');
  http
    .onPost('/api/icp-onboarding')
    .replyOnce(409, { statusCode: 409, code: 'CONFLICT', message: 'An ICP named Logistics exists' })
    .onPost('/api/icp-onboarding')
    .networkErrorOnce();

  await user.click(screen.getByRole('button', { name: 'Create ICP' }));
  expect(await screen.findByText('An ICP named Logistics exists')).toBeInTheDocument();
  expect(screen.getByLabelText('ICP Name')).toHaveValue('Logistics');

  await user.click(screen.getByRole('button', { name: 'Create ICP' }));
  expect(await screen.findByText('Failed to create ICP. Please try again.')).toBeInTheDocument();
  expect(screen.getByLabelText('Customer Description')).toHaveValue('Freight forwarders');
});

it('shows the update fallback when an edit fails without a message', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  http.onPut(`/api/icp-onboarding/${acme.id}/${healthcareIcp.id}`).reply(500);
  const { user } = renderDashboard();
  await user.click(await screen.findByRole('button', { name: 'Edit ICP Regional hospitals' }));

  await user.click(screen.getByRole('button', { name: 'Update ICP' }));

  expect(await screen.findByText('Failed to update ICP. Please try again.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Edit ICP' })).toBeInTheDocument();
});

it('Cancel on an untouched form goes back to the list without asking', async () => {
  const { user } = await openCreateForm();

  await user.click(screen.getByRole('button', { name: 'Cancel' }));

  expect(await screen.findByRole('article', { name: 'Mid-market SaaS' })).toBeInTheDocument();
  expect(screen.queryByText('Discard unsaved changes?')).not.toBeInTheDocument();
  expect(http.history.post).toHaveLength(0);
});

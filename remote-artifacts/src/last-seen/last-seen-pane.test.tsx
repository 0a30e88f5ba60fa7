import { screen, waitFor, within } from '@testing-library/react';
import { sessionStore } from '@portal/shared';
import { queryClient } from '@portal/shared/data';
import { acme, adminUser, enterpriseSales, smb } from '@portal/shared/testing';
import { mockApiPerTest } from '@portal/remote-kit/testing';
import { LAST_SEEN_KEY, readLastSeen } from '@portal/remote-kit/last-seen';
import { deferredReply, healthcareIcp, icpsUrl, midMarketIcp } from '../testing/artifacts';
import { renderDashboard } from '../testing/render-dashboard';

const http = mockApiPerTest();

const stored = () => window.localStorage.getItem(LAST_SEEN_KEY);
/** The last-seen copy on screen: inert and busy, where the ICP tab's content goes. */
const lastSeenCopy = () => document.querySelector<HTMLElement>('[inert][aria-busy="true"]');

/** Opens the dashboard until its ICPs are shown and kept; then a cold load's empty cache. */
async function seeIcpsOnce() {
  http.onGet(icpsUrl()).replyOnce(200, [midMarketIcp, healthcareIcp]);
  const view = renderDashboard();
  await screen.findByRole('article', { name: 'Mid-market SaaS' });
  await waitFor(() => expect(stored()).not.toBeNull());
  view.unmount();
  queryClient.clear();
}

it('keeps a copy of the ICP list as it showed, once it has shown', async () => {
  http.onGet(icpsUrl()).reply(200, [midMarketIcp, healthcareIcp]);
  renderDashboard();
  await screen.findByRole('article', { name: 'Regional hospitals' });

  await waitFor(() => expect(stored()).not.toBeNull());
  const copy = readLastSeen(`?tenant=${acme.id}&workspace=${enterpriseSales.id}`)!;
  expect(copy.html).toContain('Mid-market SaaS');
  expect(copy.html).toContain(healthcareIcp.description);
  expect(copy.html).toContain('Create ICP');
  // Ids stay the live page's own; style attributes travel under another name (the CSP).
  expect(copy.html).not.toMatch(/\sid="/);
  expect(copy.html).not.toMatch(/\sstyle="/);
});

it('shows the last-seen ICPs while the list loads, then the live list in their place', async () => {
  await seeIcpsOnce();
  const list = deferredReply();
  http.onGet(icpsUrl()).reply(list.reply);

  renderDashboard();

  const name = await screen.findByText('Mid-market SaaS');
  const copy = lastSeenCopy()!;
  expect(copy).toContainElement(name);
  expect(within(copy).getByText(healthcareIcp.description)).toBeInTheDocument();
  // The live tab is there, hidden, in its loading state: nothing shows twice.
  expect(screen.queryByRole('status', { name: /Loading ICPs/ })).not.toBeInTheDocument();

  list.answer([200, [midMarketIcp]]);

  expect(await screen.findByRole('article', { name: 'Mid-market SaaS' })).toBeInTheDocument();
  expect(lastSeenCopy()).toBeNull();
  expect(screen.queryByText('Regional hospitals')).not.toBeInTheDocument();
});

it('shows nothing last seen in another workspace', async () => {
  await seeIcpsOnce();
  http.onGet(icpsUrl(smb.id)).reply(deferredReply().reply);

  renderDashboard({ selectedWorkspaceId: smb.id });

  expect(await screen.findByText('Loading ICPs...')).toBeInTheDocument();
  expect(lastSeenCopy()).toBeNull();
  expect(screen.queryByText('Mid-market SaaS')).not.toBeInTheDocument();
});

it('shows nothing another user saw, and forgets it', async () => {
  await seeIcpsOnce();
  http.onGet(icpsUrl()).reply(deferredReply().reply);

  renderDashboard({}, '/dashboard', adminUser);

  expect(await screen.findByText('Loading ICPs...')).toBeInTheDocument();
  expect(lastSeenCopy()).toBeNull();
  expect(stored()).toBeNull();
});

it('forgets the last-seen ICPs on sign-out', async () => {
  await seeIcpsOnce();
  expect(stored()).not.toBeNull();

  sessionStore.getState().logout();

  expect(stored()).toBeNull();
});

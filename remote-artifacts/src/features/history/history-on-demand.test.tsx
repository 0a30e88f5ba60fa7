import { screen } from '@testing-library/react';
import { mockApiPerTest } from '@portal/remote-kit/testing';
import { healthcareIcp, icpsUrl, midMarketIcp } from '../../testing/artifacts';
import { chooseAction, renderDashboard } from '../../testing/render-dashboard';

// Its own file: antd's styles stay in the document's head from one test to the next.
const http = mockApiPerTest();

/** The text of every style antd has added to the page. */
const addedStyles = () =>
  [...document.head.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');

it('adds the History drawer and its styles only once a card asks for its history', async () => {
  http.onGet(icpsUrl()).reply(200, [midMarketIcp, healthcareIcp]);
  http.onGet('/api/audit').reply(200, { items: [], nextCursor: null });
  const { user } = renderDashboard();
  await screen.findByRole('article', { name: midMarketIcp.name });

  // Issue 37 §6: the dashboard's first load parses and applies no drawer's styles.
  expect(addedStyles()).not.toContain('.ant-drawer');

  await chooseAction(user, midMarketIcp.name, /^History/);
  expect(await screen.findByRole('dialog', { name: /History of ICP/ })).toBeVisible();
  expect(addedStyles()).toContain('.ant-drawer');
});

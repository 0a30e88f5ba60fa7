import { screen } from '@testing-library/react';
import { sessionStore } from '@portal/shared';
import { acme, enterpriseSales } from '@portal/shared/testing';
import { mockApiPerTest } from '@portal/remote-kit/testing';
import { icpsUrl } from '../testing/artifacts';
import { renderDashboard } from '../testing/render-dashboard';

// Issue 34: an account with a one-time password changes it before anything else.
const http = mockApiPerTest();

it('a call refused for a one-time password sends the user to change it, then back here', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  http.onGet(icpsUrl()).reply(403, {
    statusCode: 403,
    code: 'PASSWORD_CHANGE_REQUIRED',
    message: 'Change your one-time password first',
  });
  const { router } = renderDashboard();

  expect(await screen.findByText('Now at /dashboard/settings')).toBeInTheDocument();
  expect(sessionStore.getState().mustChangePassword).toBe(true);
  expect(router.state.location.state).toEqual({
    continueTo: `/dashboard?tenant=${acme.id}&workspace=${enterpriseSales.id}`,
  });
});

it('a session known to hold one goes there at once, asking nothing', async () => {
  renderDashboard({ mustChangePassword: true });

  expect(await screen.findByText('Now at /dashboard/settings')).toBeInTheDocument();
  expect(http.history.get).toHaveLength(0);
});

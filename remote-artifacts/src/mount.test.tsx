import { screen } from '@testing-library/react';
import { acme, loadedLists } from '@portal/shared/testing';
import { describeMountContract, GIVEN_API } from '@portal/remote-kit/testing';
import * as lifecycles from './mount';

describeMountContract(lifecycles, {
  signedIn: true,
  mounts: {
    page: 'dashboard',
    title: 'the dashboard',
    arrange: () => loadedLists({ tenants: [acme] }),
    landmark: ['tab', 'ICP Dashboard'],
    shows: [() => screen.getByRole('combobox', { name: 'Tenant' })],
  },
  api: {
    page: 'dashboard',
    arrange: (http) => http.onGet(`${GIVEN_API}/api/tenants/`).reply(200, [acme]),
    shows: () => screen.findByRole('combobox', { name: 'Tenant' }),
    gets: [`${GIVEN_API}/api/tenants/`],
  },
});

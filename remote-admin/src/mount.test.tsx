import { screen } from '@testing-library/react';
import { acme, loadedLists } from '@portal/shared/testing';
import { describeMountContract, GIVEN_API } from '@portal/remote-kit/testing';
import { adminAccount, signInAsAdmin } from './testing/admin-fixtures';
import * as lifecycles from './mount';

describeMountContract(lifecycles, {
  mounts: {
    page: 'administration',
    title: 'the administration page',
    arrange: (http) => {
      signInAsAdmin();
      loadedLists({ tenants: [acme] });
      http.onGet('/api/users').reply(200, [adminAccount]);
    },
    landmark: ['heading', 'Administration'],
    shows: [() => screen.findByText('admin@example.com')],
  },
  api: {
    page: 'administration',
    arrange: (http) => {
      signInAsAdmin();
      loadedLists({ tenants: [acme] });
      http.onGet(`${GIVEN_API}/api/users`).reply(200, [adminAccount]);
    },
    shows: () => screen.findByText('admin@example.com'),
    gets: [`${GIVEN_API}/api/users`],
  },
});

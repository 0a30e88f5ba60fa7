import { screen } from '@testing-library/react';
import { acme, signIn } from '@portal/shared/testing';
import { describeMountContract, GIVEN_API } from '@portal/remote-kit/testing';
import * as lifecycles from './mount';

describeMountContract(lifecycles, {
  mounts: {
    page: 'login',
    title: 'the sign-in page',
    landmark: ['heading', 'Welcome Back'],
    shows: [() => screen.getByRole('button', { name: 'Sign In' })],
  },
  api: {
    page: 'tenant-selection',
    arrange: (http) => {
      signIn();
      http.onGet(`${GIVEN_API}/api/tenants/`).reply(200, [acme]);
    },
    shows: () => screen.findByRole('combobox', { name: 'Tenant' }),
  },
});

import { fireEvent, screen } from '@testing-library/react';
import { describeMountContract, GIVEN_API } from '@portal/remote-kit/testing';
import * as lifecycles from './mount';

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describeMountContract(lifecycles, {
  signedIn: true,
  mounts: {
    page: 'settings',
    title: 'the settings page',
    landmark: ['heading', 'Change Password'],
    shows: [() => screen.getByLabelText('Current Password')],
  },
  startsAt: [
    ['users', 'User Management'],
    ['icp', 'ICP Management'],
    ['usp', 'USP Management'],
  ],
  api: {
    page: 'settings',
    arrange: (http) => http.onPut(`${GIVEN_API}/api/auth/change-password`).reply(204),
    use: async () => {
      await screen.findByLabelText('Current Password');
      fireEvent.change(input('Current Password'), { target: { value: 'old-secret' } });
      fireEvent.change(input('New Password'), { target: { value: 'new-secret' } });
      fireEvent.change(input('Confirm New Password'), { target: { value: 'new-secret' } });
      fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    },
    shows: () => screen.findByText('Password changed successfully!'),
  },
});

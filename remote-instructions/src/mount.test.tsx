import { screen } from '@testing-library/react';
import { describeMountContract, GIVEN_API } from '@portal/remote-kit/testing';
import { icpV11 } from './testing/prompts';
import * as lifecycles from './mount';

describeMountContract(lifecycles, {
  signedIn: true,
  mounts: {
    page: 'instruction-tuning',
    title: 'Instruction tuning',
    arrange: (http) => http.onGet('/api/prompts/').reply(200, []),
    landmark: ['heading', 'Instructions'],
    shows: [
      () => screen.getByRole('button', { name: 'Add Instruction' }),
      () => screen.findByText('No instructions yet'),
    ],
  },
  api: {
    page: 'instruction-tuning',
    arrange: (http) => http.onGet(`${GIVEN_API}/api/prompts/`).reply(200, [icpV11]),
    shows: () => screen.findByText('Sharper ICP wording'),
  },
});

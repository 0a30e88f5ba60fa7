import { screen, within } from '@testing-library/react';
import { acme, loadedLists } from '@portal/shared/testing';
import { choose } from '../testing/choose';
import { instructionField, instructionPageApi, openEditView } from '../testing/instruction-page';
import { fill } from '@portal/remote-kit/testing';
import { PROMPTS_URL, serverPrompts } from '../testing/prompts';
import { PROVIDER_URL } from '../testing/studio';

// Each role query over antd's DOM costs jsdom a good fraction of a second on a busy machine.
jest.setTimeout(60_000);

const http = instructionPageApi();

beforeEach(() => {
  loadedLists({ tenants: [acme] });
  http.onGet(PROMPTS_URL).reply(200, serverPrompts);
  http.onGet(PROVIDER_URL).reply(200, { kind: 'offline', model: 'offline' });
});

it('shows the Preview on demand, fed by the Type and the Instruction as typed', async () => {
  const { user } = await openEditView();
  expect(screen.queryByRole('region', { name: 'Preview' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Show preview' }));

  const panel = await screen.findByRole('region', { name: 'Preview' });
  expect(screen.getByRole('button', { name: 'Hide preview' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  expect(within(panel).getByText('Write the instruction to preview it.')).toBeInTheDocument();
  expect(within(panel).getByLabelText('ICP')).toBeInTheDocument();

  await fill(user, instructionField(), 'For {{tenant.name}}');
  expect(
    await within(panel).findByText('Choose a tenant and a workspace to preview on.'),
  ).toBeInTheDocument();
  await choose(user, 'Type', 'USP');
  expect(await within(panel).findByLabelText('USP')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Hide preview' }));
  expect(screen.queryByRole('region', { name: 'Preview' })).not.toBeInTheDocument();
});

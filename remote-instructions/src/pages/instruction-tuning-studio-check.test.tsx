import { screen, waitFor, within } from '@testing-library/react';
import { choose } from '../testing/choose';
import { instructionField, instructionPageApi, openEditView } from '../testing/instruction-page';
import { bodyOf, fill } from '@portal/remote-kit/testing';
import { PROMPTS_URL, serverPrompts } from '../testing/prompts';

// Each role query over antd's DOM costs jsdom a good fraction of a second on a busy machine.
jest.setTimeout(60_000);

const http = instructionPageApi();

beforeEach(() => {
  http.onGet(PROMPTS_URL).reply(200, serverPrompts);
});

const variablesUsed = () => screen.findByRole('list', { name: 'Variables used' });

it('names an unknown variable and its line under the field, and does not send the text', async () => {
  http.onPost(PROMPTS_URL).reply(201, {});
  const { user } = await openEditView();
  await fill(user, screen.getByLabelText('Version Description'), 'Greeting');
  await fill(user, instructionField(), 'Hello {{tenant.name}},\n{{icp.nam}}');

  const message = 'Unknown variable "{{icp.nam}}" on line 2';
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(instructionField()).toHaveAccessibleDescription(message);
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(instructionField()).toHaveAttribute('aria-invalid', 'true');

  await fill(user, instructionField(), 'Hello {{tenant.name}},\n{{icp.name}}');
  await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));

  // Only the corrected text was ever sent.
  await waitFor(() => expect(http.history.post).toHaveLength(1));
  expect(bodyOf(http.history.post[0])).toMatchObject({
    promptContent: 'Hello {{tenant.name}},\n{{icp.name}}',
  });
});

it("shows the API's answer about a variable under the field, not in the banner", async () => {
  const message = 'Unknown variable "{{company}}" on line 1';
  http
    .onPut('/api/prompts/p-research/1.0')
    .reply(400, { statusCode: 400, code: 'UNKNOWN_VARIABLE', message });
  const { user } = await openEditView('Edit V1.0 (Company research brief)');

  await user.click(screen.getByRole('button', { name: 'Save Changes' }));

  await waitFor(() => expect(instructionField()).toHaveAccessibleDescription(message));
  expect(instructionField()).toHaveAttribute('aria-invalid', 'true');
  // The banner is for the other failures.
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
});

it('checks the text again for the Type chosen', async () => {
  const { user } = await openEditView();
  await fill(user, instructionField(), 'Pitch {{icp.name}}');
  expect(await within(await variablesUsed()).findByText('icp.name')).toBeInTheDocument();

  await choose(user, 'Type', 'USP');

  expect(
    await screen.findByText(
      'Variable "{{icp.name}}" on line 1 is not available to USP instructions',
    ),
  ).toBeInTheDocument();
});

it('lists the variables the text uses, as it changes', async () => {
  const { user } = await openEditView();
  expect(screen.getByText('none')).toBeInTheDocument();

  await fill(
    user,
    instructionField(),
    '{{workspace.name}} for {{tenant.name}} ({{workspace.name}})',
  );

  const names = async () =>
    (await within(await variablesUsed()).findAllByRole('listitem')).map((item) => item.textContent);
  await waitFor(async () => expect(await names()).toEqual(['workspace.name', 'tenant.name']));

  await fill(user, instructionField(), 'Only {{tenant.primaryDomain}}');
  await waitFor(async () => expect(await names()).toEqual(['tenant.primaryDomain']));
});

it('highlights each tag, a problem differently from a known variable', async () => {
  const { user } = await openEditView();

  await fill(user, instructionField(), 'Dear {{tenant.name}},\n{{icp.nam}} and {{! a note }}');

  await waitFor(() => {
    const marks = [...document.querySelectorAll('mark')];
    expect(marks.map((mark) => [mark.textContent, mark.dataset.problem])).toEqual([
      ['{{tenant.name}}', 'false'],
      ['{{icp.nam}}', 'true'],
    ]);
  });
});

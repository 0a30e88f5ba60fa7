import { screen, within } from '@testing-library/react';
import { mockApiPerTest } from '@portal/remote-kit/testing';
import { acme, enterpriseSales, loadedLists, signIn } from '@portal/shared/testing';
import { ACME_ICPS_URL, acmeIcp, PROVIDER_URL } from '../../testing/studio';
import {
  ACTIVE_RESULTS_URL,
  LATEST_RUN_URL,
  renderTestCases,
  TEST_CASES_URL,
} from '../../testing/test-cases';
import { choose } from '../../testing/choose';

jest.setTimeout(60_000);

const http = mockApiPerTest();

beforeEach(() => {
  http.onGet(LATEST_RUN_URL).reply(200, { progress: null });
  signIn({ selectedTenantId: acme.id, selectedWorkspaceId: enterpriseSales.id });
  loadedLists({ tenants: [acme], workspaces: { [acme.id]: [enterpriseSales] } });
  http.onGet(PROVIDER_URL).reply(200, { kind: 'openai-compatible', model: 'gpt-test' });
  http.onGet(ACME_ICPS_URL).reply(200, [acmeIcp]);
  http.onGet(ACTIVE_RESULTS_URL).reply(200, { run: null });
  http.onGet(TEST_CASES_URL).reply(200, []);
});

/**
 * The label's required mark as a screen reader meets it: antd's own mark is CSS
 * (`::before { content: "*" }` on a label of class `ant-form-item-required`, unless the form
 * renders its own mark: `-required-mark-optional`), which browsers read as part of the name;
 * jsdom computes no pseudo-element, so that mark is read off the class as a browser would draw it.
 */
function spokenMark(label: HTMLElement) {
  const cssMark =
    label.classList.contains('ant-form-item-required') &&
    !label.classList.contains('ant-form-item-required-mark-optional') &&
    !label.classList.contains('ant-form-item-required-mark-hidden');
  return cssMark ? '* ' : '';
}

// Issue 37 §3: fields are announced by their label, "ICP" and "Name", not "* ICP".
it("names the test case's required fields by their label alone, and still marks them", async () => {
  const { user } = renderTestCases();
  await user.click(await screen.findByRole('button', { name: 'Add test case' }));
  const form = screen.getByRole('region', { name: 'New test case' });
  await choose(user, 'Input', 'An ICP of the workspace', form);

  for (const [role, name] of [
    ['textbox', 'Name'],
    ['combobox', 'ICP'],
  ] as const) {
    const field = within(form).getByRole(role, { name });
    const label = form.querySelector<HTMLLabelElement>(`label[for="${field.id}"]`)!;
    expect(`${spokenMark(label)}${name}`).toBe(name);
    expect(label.textContent).toBe(name);
    // Still marked for the eye (a drawing screen readers skip), and required for them.
    expect(label.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(field).toHaveAttribute('aria-required', 'true');
  }
});

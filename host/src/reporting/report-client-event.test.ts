import { waitFor } from '@testing-library/react';
import { configureRuntime } from '@portal/shared';
import { reportUncaughtErrors } from './report-client-event';
import { resetSentClientEvents } from './send-client-event';

const sentBodies = () =>
  jest.mocked(fetch).mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as unknown);

beforeAll(() => reportUncaughtErrors(window));

beforeEach(() => {
  configureRuntime({ apiBaseUrl: 'http://api.test', remotes: {} });
  resetSentClientEvents();
  globalThis.fetch = jest.fn(() => Promise.resolve(new Response(null, { status: 202 })));
  window.history.replaceState(null, '', '/dashboard/settings?tab=users#top');
});

it('reports an uncaught error with the route it happened on, without query or hash', async () => {
  window.dispatchEvent(new ErrorEvent('error', { message: 'Uncaught TypeError: x is undefined' }));

  await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
  expect(jest.mocked(fetch).mock.calls[0]?.[0]).toBe('http://api.test/api/client-events');
  expect(sentBodies()).toEqual([
    {
      kind: 'uncaught-error',
      message: 'Uncaught TypeError: x is undefined',
      url: 'http://localhost/dashboard/settings',
    },
  ]);
});

it('reports a promise rejected with no handler', async () => {
  const event = Object.assign(new Event('unhandledrejection'), {
    reason: new RangeError('Invalid time value'),
  });
  window.dispatchEvent(event);

  await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
  expect(sentBodies()).toEqual([
    {
      kind: 'uncaught-error',
      message: 'RangeError: Invalid time value',
      url: 'http://localhost/dashboard/settings',
    },
  ]);
});

it('sends at most ten events per page and cuts long messages', async () => {
  for (let i = 0; i < 15; i++) {
    window.dispatchEvent(new ErrorEvent('error', { message: `${i}: ${'x'.repeat(2_000)}` }));
  }

  await waitFor(() => expect(fetch).toHaveBeenCalledTimes(10));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(fetch).toHaveBeenCalledTimes(10);
  const [first] = sentBodies() as { message: string }[];
  expect(first?.message).toHaveLength(500);
});

it('cuts a long message between two characters, never inside an emoji', async () => {
  // 'x' first, so a cut at 500 UTF-16 units would fall inside the 250th emoji.
  window.dispatchEvent(new ErrorEvent('error', { message: `x${'\u{1f600}'.repeat(600)}` }));

  await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
  const [sent] = sentBodies() as { message: string }[];
  // 500 characters as the API's maxLength counts them (code points), no lone surrogate.
  expect(sent?.message).toBe(`x${'\u{1f600}'.repeat(499)}`);
  expect(/\p{Cs}/u.test(sent!.message)).toBe(false);
});

it('keeps reporting after a report the API could not take', async () => {
  globalThis.fetch = jest
    .fn()
    .mockRejectedValueOnce(new TypeError('Failed to fetch'))
    .mockResolvedValue(new Response(null, { status: 202 }));

  window.dispatchEvent(new ErrorEvent('error', { message: 'first' }));
  await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
  window.dispatchEvent(new ErrorEvent('error', { message: 'second' }));

  await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
  expect(sentBodies()).toEqual([
    expect.objectContaining({ message: 'first' }),
    expect.objectContaining({ message: 'second' }),
  ]);
});

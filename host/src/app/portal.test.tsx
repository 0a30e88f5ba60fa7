import { act, render, screen } from '@testing-library/react';
import { Portal } from './portal';

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.mocked(console.error).mockRestore());

async function renderStarting(startup: Promise<void>, start: () => Promise<void>) {
  await act(async () => {
    render(
      <Portal startup={startup} start={start}>
        <h1>Portal is running</h1>
      </Portal>,
    );
  });
}

it('shows the portal once it has started', async () => {
  await renderStarting(Promise.resolve(), jest.fn());
  expect(await screen.findByRole('heading', { name: 'Portal is running' })).toBeInTheDocument();
});

it('explains a configuration that cannot be loaded, and Retry starts again', async () => {
  const start = jest.fn(() => Promise.resolve());
  await renderStarting(
    Promise.reject(new Error('Could not load /portal.config.json: HTTP 404')),
    start,
  );

  expect(await screen.findByText('Enterprise Portal could not start')).toBeInTheDocument();
  expect(screen.getByText(/Could not load \/portal\.config\.json: HTTP 404/)).toBeInTheDocument();

  await act(async () => screen.getByRole('button', { name: 'Retry' }).click());

  expect(start).toHaveBeenCalledTimes(1);
  expect(await screen.findByRole('heading', { name: 'Portal is running' })).toBeInTheDocument();
});

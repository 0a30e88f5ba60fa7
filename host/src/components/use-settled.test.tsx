import { act, render, screen } from '@testing-library/react';
import { useSettled } from './use-settled';

function Outcome({ promise }: { promise: Promise<string> }) {
  const settled = useSettled(promise);
  if (!settled) return <p>waiting</p>;
  return <p>{'value' in settled ? settled.value : String(settled.reason)}</p>;
}

function deferred() {
  let resolve: (value: string) => void = () => {};
  let reject: (reason: unknown) => void = () => {};
  const promise = new Promise<string>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

it('shows pending until the promise settles, then its value', async () => {
  const page = deferred();
  render(<Outcome promise={page.promise} />);
  expect(screen.getByText('waiting')).toBeInTheDocument();
  await act(async () => page.resolve('the page'));
  expect(screen.getByText('the page')).toBeInTheDocument();
});

it('gives the reason of a rejected promise', async () => {
  const page = deferred();
  render(<Outcome promise={page.promise} />);
  await act(async () => page.reject('down'));
  expect(screen.getByText('down')).toBeInTheDocument();
});

it('shows a promise seen settled before at once, without a pending render', async () => {
  const page = deferred();
  const first = render(<Outcome promise={page.promise} />);
  await act(async () => page.resolve('the page'));
  first.unmount();

  render(<Outcome promise={page.promise} />);
  expect(screen.getByText('the page')).toBeInTheDocument();
  expect(screen.queryByText('waiting')).not.toBeInTheDocument();
});

it('follows a new promise given in place of the old one', async () => {
  const first = deferred();
  const second = deferred();
  const { rerender } = render(<Outcome promise={first.promise} />);
  await act(async () => first.reject('down'));
  rerender(<Outcome promise={second.promise} />);
  expect(screen.getByText('waiting')).toBeInTheDocument();
  await act(async () => second.resolve('retried'));
  expect(screen.getByText('retried')).toBeInTheDocument();
});

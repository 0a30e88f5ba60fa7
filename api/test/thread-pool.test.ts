import { threadPoolSize } from '../src/thread-pool';

test("libuv's pool gets every core but one, at least one thread", () => {
  expect(threadPoolSize({}, 2)).toBe('1');
  expect(threadPoolSize({}, 8)).toBe('7');
  expect(threadPoolSize({}, 1)).toBe('1');
});

test("an operator's UV_THREADPOOL_SIZE is kept", () => {
  expect(threadPoolSize({ UV_THREADPOOL_SIZE: '16' }, 2)).toBe('16');
});

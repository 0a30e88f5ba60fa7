import { settleEach } from './settle-each';

it('answers every outcome in order, running at most the given number at once', async () => {
  let running = 0;
  let most = 0;
  const task = async (n: number) => {
    running += 1;
    most = Math.max(most, running);
    await Promise.resolve();
    running -= 1;
    if (n === 2) throw new Error('two failed');
    return n * 10;
  };

  const results = await settleEach([1, 2, 3, 4, 5], task, 2);

  expect(most).toBe(2);
  expect(results.map((result) => result.status)).toEqual([
    'fulfilled',
    'rejected',
    'fulfilled',
    'fulfilled',
    'fulfilled',
  ]);
  expect(results[4]).toEqual({ status: 'fulfilled', value: 50 });
  expect(results[1]).toMatchObject({ reason: new Error('two failed') });
});

it('answers nothing for no items', async () => {
  expect(await settleEach([], () => Promise.resolve(1))).toEqual([]);
});

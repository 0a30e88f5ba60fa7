import { passRateText } from './pass-rate-text';

it("words an active version's pass rate for the list", () => {
  expect(passRateText({ passed: 3, total: 4 })).toBe('3/4 pass');
  expect(passRateText({ passed: 0, total: 2 })).toBe('0/2 pass');
  expect(passRateText('none')).toBe('Not run');
});

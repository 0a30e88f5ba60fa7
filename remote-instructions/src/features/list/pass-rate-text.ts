import type { TestPassRate } from '@portal/contract';

// Apart from the edit view's test-case texts: the list needs only this one.

/** '3/4 pass' for the list's Test cases column; 'Not run' when the version has no run. */
export function passRateText(rate: Pick<TestPassRate, 'passed' | 'total'> | 'none'): string {
  return rate === 'none' ? 'Not run' : `${rate.passed}/${rate.total} pass`;
}

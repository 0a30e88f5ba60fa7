import type { TenantScorecard } from '@portal/contract';

/** What a scorecard column shows: one scope's numbers (all reached tenants, or one). */
export type ScorecardNumbers = Omit<TenantScorecard, 'tenantId' | 'tenantName'>;

const count = (n: number) => n.toLocaleString('en');
const share = (n: number, rate: number | null) =>
  rate === null ? count(n) : `${count(n)} (${Math.round(rate * 100)}%)`;

/** 850 ms, 1.2 s; a dash without calls. */
export function formatMs(ms: number | null): string {
  if (ms === null) return '—';
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/**
 * The stored costs summed, in the price table's currency (MODEL_PRICES, per million tokens):
 * two decimals, or two significant digits below 1 (a call costs fractions of a cent). Zero with tokens counted means the
 * model has no price in the table, and says so.
 */
export function formatCost(cost: number, tokens: number): string {
  if (cost === 0) return tokens > 0 ? '0 (no price set)' : '0';
  return cost < 1 ? cost.toPrecision(2) : cost.toFixed(2);
}

/** The rows of a scorecard, each a label and how a column's numbers read in it. */
export const SCORECARD_ROWS: { label: string; value: (n: ScorecardNumbers) => string }[] = [
  { label: 'Calls', value: (n) => count(n.calls.total) },
  {
    label: 'Outcomes',
    value: ({ calls }) =>
      `${count(calls.ok)} ok · ${count(calls.unusable)} unusable · ${count(calls.error)} failed · ${count(calls.timeout)} timed out`,
  },
  { label: 'Kept as drafted', value: ({ answers: a }) => share(a.kept, a.keptRate) },
  { label: 'Saved with edits', value: ({ answers: a }) => share(a.edited, a.editedRate) },
  { label: 'Discarded', value: ({ answers: a }) => share(a.discarded, a.discardedRate) },
  { label: 'Awaiting a decision', value: ({ answers: a }) => count(a.pending) },
  {
    label: 'Test cases',
    value: ({ testCases: t }) =>
      t ? `${t.passed} of ${t.total} passed (${Math.round(t.rate * 100)}%)` : 'Not run',
  },
  { label: 'Median time', value: (n) => formatMs(n.latencyMs.median) },
  { label: '95th percentile time', value: (n) => formatMs(n.latencyMs.p95) },
  {
    label: 'Tokens',
    value: ({ tokens }) => `${count(tokens.input)} in · ${count(tokens.output)} out`,
  },
  {
    label: 'Cost',
    value: (n) => formatCost(n.cost, n.tokens.input + n.tokens.output),
  },
];

/** Nothing to show: no call recorded and no test run. */
export const isEmpty = (n: ScorecardNumbers) => n.calls.total === 0 && n.testCases === null;

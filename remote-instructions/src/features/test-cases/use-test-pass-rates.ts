import { useQuery } from '@portal/shared/data';
import type { Prompt, TestPassRate } from '@portal/contract';
import { listTestPassRates } from './test-pass-rates-api';

export const PASS_RATES_KEY = ['test-pass-rates'];

/**
 * The active versions' latest pass rates, one request for the whole list. A failure leaves
 * the column empty: the rates are an extra, the list works without them.
 */
export function useTestPassRates() {
  const query = useQuery({ queryKey: PASS_RATES_KEY, queryFn: listTestPassRates });
  const rates = query.data;
  /** A row's rate, 'none' when its active version has no run, null when unknown. */
  return (prompt: Prompt): TestPassRate | 'none' | null => {
    if (!rates || !prompt.isActive) return null;
    return (
      rates.find((rate) => rate.promptId === prompt.id && rate.version === prompt.version) ?? 'none'
    );
  };
}

import { ConfigError, type Env } from '../env';
import type { ModelUsage } from './provider';

/**
 * The price table (MODEL_PRICES): what a million tokens in and out cost per model, in the
 * operator's currency. A JSON object, since model names hold '/', ':' and '.':
 *   MODEL_PRICES='{"gpt-4o-mini":{"input":0.15,"output":0.6}}'
 * A model without a price costs 0: the scorecard then counts tokens, not money.
 */
export type ModelPrices = Readonly<Record<string, { input: number; output: number }>>;

const isPrice = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

export function pricesFromEnv(env: Env): ModelPrices {
  const raw = env.MODEL_PRICES?.trim();
  if (!raw) return {};
  let table: unknown;
  try {
    table = JSON.parse(raw);
  } catch {
    throw new ConfigError(
      'MODEL_PRICES must be JSON: {"<model>":{"input":<per million tokens>,"output":<per million tokens>}}',
    );
  }
  if (typeof table !== 'object' || table === null || Array.isArray(table)) {
    throw new ConfigError('MODEL_PRICES must be a JSON object keyed by model name');
  }
  const prices: Record<string, { input: number; output: number }> = {};
  for (const [model, price] of Object.entries(table)) {
    const { input, output } = (price ?? {}) as { input?: unknown; output?: unknown };
    if (!isPrice(input) || !isPrice(output)) {
      throw new ConfigError(
        `MODEL_PRICES["${model}"] needs "input" and "output", prices per million tokens (0 or more)`,
      );
    }
    prices[model] = { input, output };
  }
  return prices;
}

/** What one exchange cost: its tokens at the model's price; 0 without a price or a count. */
export function costOf(prices: ModelPrices, model: string, usage: ModelUsage | undefined): number {
  const price = prices[model];
  if (!price || !usage) return 0;
  return (usage.inputTokens * price.input + usage.outputTokens * price.output) / 1_000_000;
}

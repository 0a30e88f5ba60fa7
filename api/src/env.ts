/** Reading settings from the environment: shared by config.ts and model/config.ts. */

export type Env = Record<string, string | undefined>;

/** A clear, single-line configuration problem; server.ts prints it without a stack. */
export class ConfigError extends Error {}

export function positiveInt(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new ConfigError(`${name} must be a positive integer, got '${raw}'`);
  }
  return value;
}

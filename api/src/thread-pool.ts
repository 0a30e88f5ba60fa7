import { availableParallelism } from 'node:os';

/**
 * libuv's thread pool size for a server on `cores` cores: every core but one, so that argon2
 * hashing (which runs on the pool, 4 threads by default) cannot take every core from the
 * event loop. On 2 cores, ~20 sign-ins a second took the list's p99 from ~17 ms to 72-156 ms
 * with 4 threads, and to about half that with 1 (docs/benchmarks.md). An operator's
 * UV_THREADPOOL_SIZE wins.
 */
export function threadPoolSize(env: NodeJS.ProcessEnv, cores: number): string {
  return env.UV_THREADPOOL_SIZE || String(Math.max(1, cores - 1));
}

/** Must run before anything uses the pool: libuv reads the variable when it first starts it. */
process.env.UV_THREADPOOL_SIZE = threadPoolSize(process.env, availableParallelism());

import { validationFailed } from '../errors';
import type { ModelProvider } from './provider';

/**
 * A second model named by a request (a test run's, a test-case run's): only those an
 * administrator offers (MODEL_ALTERNATIVES), so a request cannot pick any costly model the
 * server happens to serve. 400 otherwise.
 */
export function assertOffered(provider: ModelProvider, model: string): void {
  if (provider.alternatives.includes(model)) return;
  throw validationFailed(
    provider.alternatives.length === 0
      ? 'compareModel: no second model is offered (MODEL_ALTERNATIVES is not set)'
      : `compareModel must be one of: ${provider.alternatives.join(', ')}`,
  );
}

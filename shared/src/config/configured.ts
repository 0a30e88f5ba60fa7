let markConfigured: () => void = () => {};

/**
 * Settles once the runtime has its configuration (`configureRuntime`, which every start calls
 * first: the host's startup, a remote's standalone page, a mount). Internal, not exported
 * from the runtime's entry.
 */
export const runtimeConfigured = new Promise<void>((resolve) => (markConfigured = resolve));

export function configured(): void {
  markConfigured();
}

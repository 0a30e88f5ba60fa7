/**
 * What the session's actions did, for whoever keeps data for the session (the data layer
 * subscribes): the store itself never reaches into that data. Setting the store's state
 * directly (tests) announces nothing.
 */
export type SessionEvent =
  /** Someone signed in: nothing of an earlier user may show; the session's lists load. */
  | { type: 'signed-in' }
  | { type: 'signed-out' }
  /** The stored token and selection were read again (page load). */
  | { type: 'restored' }
  /** Spec §4: the user chose a tenant (null: none); its workspaces load afresh. */
  | { type: 'tenant-chosen'; tenantId: string | null }
  | { type: 'dashboard-entered' }
  /** A one-time password was changed: what the API refused until then loads now. */
  | { type: 'password-changed' };

type Listener = (event: SessionEvent) => void;
const listeners = new Set<Listener>();

/** Calls `listener` with every session event from now on; returns the unsubscribe. */
export function onSessionEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announce(event: SessionEvent): void {
  for (const listener of listeners) listener(event);
}

import { useStore } from 'zustand';
import { sessionStore } from './session-store';
import type { SessionState } from './session-state';

/** Reads a slice of the session store; re-renders only when that slice changes. */
export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}

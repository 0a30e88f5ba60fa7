export { sessionStore } from './session-store';
export { useSession } from './use-session';
export { signedOutState } from './session-state';
export type { SessionData, SessionState, SessionActions } from './session-state';
export { TOKEN_STORAGE_KEY, readToken, userFromToken } from './token-storage';
export { SELECTION_STORAGE_KEY } from './selection-storage';

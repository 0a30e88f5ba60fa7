/** What the browser reports to the API (`POST /api/client-events`); never tokens or form input. */
export interface ClientEvent {
  kind: 'remote-load-failed' | 'uncaught-error';
  remote?: string;
  /** The remote's build version, when its manifest was read. */
  version?: string;
  phase?: 'manifest' | 'entry' | 'chunk' | 'render';
  message: string;
  url?: string;
}

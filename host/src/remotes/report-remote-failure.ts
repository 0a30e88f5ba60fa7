// Loaded only when a remote's fallback shows (remote-fallback.tsx): tells the API which remote
// failed, in which phase, and which build of it, so an operator sees a failing deploy.
import { getRuntimeConfig, type RemoteName } from '@portal/shared';
import type { ClientEvent } from '../reporting/client-event';
import { sendClientEvent } from '../reporting/send-client-event';

const reported = new WeakSet<Error>();

interface FederationGlobal {
  __FEDERATION__?: { moduleInfo?: Record<string, { buildVersion?: string } | undefined> };
}

/** The build version the remote's manifest names, if its manifest was read. */
function remoteVersion(remote: RemoteName, error: Error): string | undefined {
  // A refused remote (federation-runtime/version-check.mjs) never gets into the runtime's records.
  const refused = (error as { remoteVersion?: unknown }).remoteVersion;
  if (typeof refused === 'string') return refused;
  const entry = getRuntimeConfig().remotes[remote];
  const moduleInfo = (globalThis as FederationGlobal).__FEDERATION__?.moduleInfo;
  return entry ? moduleInfo?.[`${remote}:${entry}`]?.buildVersion : undefined;
}

/** Where it failed, from what the federation runtime, webpack and the host say. */
export function failurePhase(error: Error): NonNullable<ClientEvent['phase']> {
  const text = `${error.name} ${error.message}`;
  if (/RuntimeVersionMismatch|RUNTIME-00[37]|RUNTIME-013|manifest|portal\.config/i.test(text)) {
    return 'manifest';
  }
  if (/ChunkLoadError|Loading (CSS )?chunk/i.test(text)) return 'chunk';
  if (/RUNTIME-00[18]|Script(Network|Execution)Error|remoteEntry|default export/i.test(text)) {
    return 'entry';
  }
  return 'render';
}

/** Reports once that `remote`'s area shows its fallback because of `error`. */
export function reportRemoteFailure(remote: RemoteName, error: Error): void {
  if (reported.has(error)) return;
  reported.add(error);
  const version = remoteVersion(remote, error);
  sendClientEvent({
    kind: 'remote-load-failed',
    remote,
    ...(version ? { version } : {}),
    phase: failurePhase(error),
    message: error.message,
  });
}

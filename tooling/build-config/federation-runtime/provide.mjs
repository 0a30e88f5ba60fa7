// One federation runtime per page. The remotes' production builds leave
// @module-federation/runtime-core out (`experiments.externalRuntime`) and read it from this
// global, the name module federation itself uses for it; the host, or federation-runtime.js
// on a page that is not the portal, puts it there before any remoteEntry.js runs.
import * as runtimeCore from '@module-federation/runtime-core';

export function provideFederationRuntime() {
  globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;
}

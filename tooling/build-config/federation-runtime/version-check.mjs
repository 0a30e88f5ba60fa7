// A federation runtime plugin of the host: refuses a remote that needs a newer version of a
// shared singleton (the portal runtime, react, …) than the page provides, before any of its
// code runs. `strictVersion` alone would stop it only when its code asks for the module, after
// the remote has put its own copies in the share scope, where other remotes could then pick
// them up. The remote's manifest says what it requires, so the check happens as it arrives.
// On the sign-in page's path: kept small.
import { satisfy } from '@module-federation/runtime-core';

export default function refuseIncompatibleRemotes() {
  return {
    name: 'portal-refuse-incompatible-remotes',
    loadRemoteSnapshot(args) {
      const { options, manifestJson } = args;
      for (const { name, singleton, requiredVersion } of manifestJson?.shared ?? []) {
        // The version this page's own app (the host) provides, if it shares one.
        const provided = options.shared[name]?.find((s) => s.from === options.name)?.version;
        if (singleton && provided && requiredVersion && !satisfy(provided, requiredVersion)) {
          // Workspace packages (`@portal/…`) are the portal runtime every app shares.
          const what = name.startsWith('@portal/') ? 'runtime' : name;
          throw Object.assign(
            new Error(
              `${args.moduleInfo.name} needs ${what} ${requiredVersion}; this page provides ${provided}`,
            ),
            {
              name: 'RuntimeVersionMismatch',
              remoteVersion: manifestJson.metaData?.buildInfo?.buildVersion,
            },
          );
        }
      }
      return args;
    },
  };
}

// A federation runtime plugin of the host: hands the host's own runtime to the remotes as it
// starts. Not the stock `provideExternalRuntime` plugin: that one imports the runtime's
// CommonJS build, so the host would ship the runtime twice (~9 KB brotli).
import { provideFederationRuntime } from './provide.mjs';

export default function hostProvidesFederationRuntime() {
  return {
    name: 'portal-host-provides-federation-runtime',
    beforeInit(args) {
      provideFederationRuntime();
      return args;
    },
  };
}

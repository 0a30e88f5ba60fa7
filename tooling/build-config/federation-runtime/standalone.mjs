// federation-runtime.js, published beside each remote's remoteEntry.js: the runtime for a page
// that is not the portal host (the remote's own standalone page, a foreign tool embedding
// `./mount`). Load it before remoteEntry.js.
import { provideFederationRuntime } from './provide.mjs';

provideFederationRuntime();

const { remoteAreas } = require('@portal/build-config/portal-parts');

// clearMocks: each test counts its own calls to the mocked federation runtime.
module.exports = {
  ...require('@portal/build-config/jest-preset'),
  clearMocks: true,
  // What webpack.config.js defines for the build (src/remotes/remote-areas.ts).
  globals: { PORTAL_REMOTE_AREAS: remoteAreas() },
};

const { createWebpackConfig } = require('@portal/build-config/webpack');
const { readExposes } = require('@portal/build-config/exposes');

module.exports = createWebpackConfig({
  // The federation name and dev port are the registry's for this folder (portal-parts.json).
  dirname: __dirname,
  // Declared once in src/exposes.ts, which tsc checks against @portal/shared/remotes.
  exposes: readExposes(__dirname),
});

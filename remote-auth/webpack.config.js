const { createWebpackConfig } = require('@portal/build-config/webpack');
const { readExposes } = require('@portal/build-config/exposes');

module.exports = createWebpackConfig({
  dirname: __dirname,
  name: 'remote_auth',
  port: 3001,
  // Declared once in src/exposes.ts, which tsc checks against @portal/shared/remotes.
  exposes: readExposes(__dirname),
});

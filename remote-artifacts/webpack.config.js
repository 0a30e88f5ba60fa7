const { createWebpackConfig } = require('@portal/build-config/webpack');

module.exports = createWebpackConfig({
  dirname: __dirname,
  name: 'remote_artifacts',
  port: 3002,
  exposes: {
    './DashboardPage': './src/pages/dashboard-page.tsx',
    './mount': './src/mount.tsx',
  },
});

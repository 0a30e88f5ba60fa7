const { createWebpackConfig } = require('@portal/build-config/webpack');

module.exports = createWebpackConfig({
  dirname: __dirname,
  name: 'remote_auth',
  port: 3001,
  exposes: {
    './LoginPage': './src/pages/login-page.tsx',
    './TenantSelectionPage': './src/pages/tenant-selection-page.tsx',
    './WorkspaceSelectionPage': './src/pages/workspace-selection-page.tsx',
    './mount': './src/mount.tsx',
  },
});

const { createWebpackConfig } = require('@portal/build-config/webpack');

module.exports = createWebpackConfig({
  dirname: __dirname,
  name: 'remote_settings',
  port: 3004,
  exposes: {
    './SettingsPage': './src/pages/settings-page.tsx',
    './UsersPage': './src/pages/users-page.tsx',
    './IcpManagementPage': './src/pages/icp-management-page.tsx',
    './UspManagementPage': './src/pages/usp-management-page.tsx',
    './mount': './src/mount.tsx',
  },
});

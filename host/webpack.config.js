const { createWebpackConfig } = require('@portal/build-config/webpack');

// No build-time remotes: bootstrap.tsx registers them from portal.config.json at run time.
module.exports = createWebpackConfig({
  dirname: __dirname,
  name: 'host',
  port: 3000,
  isHost: true,
});

const { createWebpackConfig } = require('@portal/build-config/webpack');

module.exports = createWebpackConfig({
  dirname: __dirname,
  name: 'remote_instructions',
  port: 3003,
  exposes: {
    './InstructionTuningPage': './src/pages/instruction-tuning-page.tsx',
    './mount': './src/mount.tsx',
  },
});

// remote-settings' own webpack config, built the way a team's next deploy would differ from
// the one the portal under test serves (e2e/tests/redeploy.spec.ts), into another folder:
//   REDEPLOY_OUT           the folder to build into (never remote-settings/dist)
//   REDEPLOY_DESCRIPTION   the Settings page's new description (a visible change), or
//   REDEPLOY_RUNTIME       the runtime version the build declares it was built against
const path = require('node:path');
const appConfig = require('../../../remote-settings/webpack.config.js');

const SETTINGS_DESCRIPTION = 'Manage the security of your account.';

function federationOptions(config) {
  const plugin = config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin');
  // The enhanced plugin keeps the options it was given; change them before webpack applies it.
  if (!plugin?._options?.shared) throw new Error('no ModuleFederationPlugin options to change');
  return plugin._options;
}

/** Declares `version` for the portal runtime: the shared entries with a version of their own. */
function buildAgainstRuntime(config, version) {
  const runtimeEntries = Object.values(federationOptions(config).shared).filter((s) => s.version);
  if (runtimeEntries.length === 0) throw new Error('no runtime package among the shared modules');
  for (const shared of runtimeEntries) {
    shared.version = version;
    shared.requiredVersion = `^${version}`;
  }
}

module.exports = (env, argv) => {
  const outDir = process.env.REDEPLOY_OUT;
  if (!outDir) throw new Error('REDEPLOY_OUT must name the folder to build into');
  const configs = [].concat(appConfig(env, argv));
  for (const config of configs) config.output.path = outDir;
  const [app] = configs;
  if (process.env.REDEPLOY_DESCRIPTION) {
    app.module.rules.unshift({
      test: /settings-page\.tsx$/,
      enforce: 'pre',
      use: {
        loader: path.join(__dirname, 'replace-loader.js'),
        options: { from: SETTINGS_DESCRIPTION, to: process.env.REDEPLOY_DESCRIPTION },
      },
    });
  }
  if (process.env.REDEPLOY_RUNTIME) buildAgainstRuntime(app, process.env.REDEPLOY_RUNTIME);
  return configs;
};

// remote-settings as a team would release it with an antd component no kit exports: its
// Users page becomes a Steps, imported straight from 'antd' (e2e/tests/antd-outside-kits.spec.ts).
// Nothing else changes: no runtime release, no host build. Built into REDEPLOY_OUT.
const path = require('node:path');
const appConfig = require('../../../remote-settings/webpack.config.js');
const { antdContexts } = require('../../../tooling/build-config/webpack.js');

const REMOTE_DIR = path.join(__dirname, '..', '..', '..', 'remote-settings');

/** The page's source, in place of src/pages/users-page.tsx (so it resolves antd from there). */
const STEPS_PAGE = `
import { Steps } from 'antd';

export default function UsersPage() {
  return (
    <Steps
      current={1}
      items={[{ title: 'Account' }, { title: 'Workspace' }, { title: 'Done' }]}
    />
  );
}
`;

module.exports = (env, argv) => {
  const outDir = process.env.REDEPLOY_OUT;
  if (!outDir) throw new Error('REDEPLOY_OUT must name the folder to build into');
  const configs = [].concat(appConfig(env, argv));
  for (const config of configs) config.output.path = outDir;
  // What the build adds when a file of the remote's src imports from 'antd' (importsAntd):
  // this page's source never is a file there. Set before webpack applies the plugin.
  const federation = configs[0].plugins.find(
    (p) => p.constructor.name === 'ModuleFederationPlugin',
  );
  Object.assign(federation._options.shared, antdContexts(REMOTE_DIR));
  configs[0].module.rules.unshift({
    test: /pages[\\/]users-page\.tsx$/,
    enforce: 'pre',
    use: { loader: path.join(__dirname, 'source-loader.js'), options: { source: STEPS_PAGE } },
  });
  return configs;
};

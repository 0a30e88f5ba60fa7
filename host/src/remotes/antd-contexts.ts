import { registerShared } from '@module-federation/enhanced/runtime';
import { version } from 'antd';

/**
 * antd's context modules, as the host's kits already loaded them (weak imports: nothing more
 * is bundled or downloaded). A remote may import an antd component no kit exports straight
 * from 'antd'; it consumes these (tooling/build-config/webpack.js ANTD_CONTEXTS), so the
 * component renders under the portal's ConfigProvider: theme, componentSize, locale.
 */
const ANTD_CONTEXTS = {
  'antd/es/config-provider/context': () =>
    import(/* webpackMode: "weak" */ 'antd/es/config-provider/context'),
  'antd/es/config-provider/SizeContext': () =>
    import(/* webpackMode: "weak" */ 'antd/es/config-provider/SizeContext'),
  'antd/es/config-provider/DisabledContext': () =>
    import(/* webpackMode: "weak" */ 'antd/es/config-provider/DisabledContext'),
  'antd/es/locale/context': () => import(/* webpackMode: "weak" */ 'antd/es/locale/context'),
  'antd/es/theme/context': () => import(/* webpackMode: "weak" */ 'antd/es/theme/context'),
  'antd/es/form/validateMessagesContext': () =>
    import(/* webpackMode: "weak" */ 'antd/es/form/validateMessagesContext'),
};

/** Puts the host's antd contexts in the share scope, before a remote's page asks for them. */
export async function provideAntdContexts(): Promise<void> {
  const names = Object.keys(ANTD_CONTEXTS) as (keyof typeof ANTD_CONTEXTS)[];
  const modules = await Promise.all(names.map((name) => ANTD_CONTEXTS[name]()));
  registerShared(
    Object.fromEntries(
      names.map((name, i) => [
        name,
        {
          version,
          lib: () => modules[i],
          shareConfig: { singleton: true, requiredVersion: false },
        },
      ]),
    ),
  );
}

import type { ThemeConfig } from '../antd';

/** The portal's antd theme; the host applies it once and every remote inherits it. */
export const portalTheme: ThemeConfig = {
  token: {
    colorPrimary: '#2f54eb',
    borderRadius: 8,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Layout: { siderBg: '#0f1d3d', headerBg: '#ffffff' },
    Menu: { darkItemBg: '#0f1d3d', darkSubMenuItemBg: '#0f1d3d' },
  },
};

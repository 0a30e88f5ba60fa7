// The antd components the portal uses, and only those. Federation shares this module as the
// singleton instead of `antd`: a shared module is never tree-shaken, so sharing `antd` itself
// shipped all of it (~460 KB gzip) to every page. Every app imports antd from here
// (`@portal/shared/antd`, enforced by ESLint), so there is still one antd, one
// ConfigProvider and one cssinjs cache. A component missing here: add it, then redeploy the
// host before the remotes that use it (the host provides the singleton). See
// docs/architecture.md. The data-heavy components (Table, Rate, Statistic) are a second kit,
// `@portal/shared/antd-data`, so pages without them (sign-in, the dashboard) do not load them.
export {
  Alert,
  App,
  Avatar,
  Button,
  Card,
  Checkbox,
  Col,
  ConfigProvider,
  Drawer,
  Empty,
  Flex,
  Form,
  Grid,
  Input,
  Layout,
  Menu,
  Result,
  Row,
  Select,
  Spin,
  Tabs,
  Tag,
  Tooltip,
  Typography,
  theme,
} from 'antd';
export type { GetProps, ThemeConfig } from 'antd';

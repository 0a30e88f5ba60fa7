// antd's navigation, pickers, dialogs, containers and alerts, shared as a second singleton beside
// `@portal/shared/antd` (see there): the sign-in page needs none of them, and together they
// are about 40 % of the antd the portal uses (Card alone brings Tabs, a menu and Skeleton;
// Result its illustrations). The tenant and workspace pickers, the
// dashboard shell and the remotes' pages load this kit once signed in. The host provides
// every kit (host/src/remotes/provided-kits.ts) and its registrations win over a remote's, so
// antd's internals such as the ConfigProvider context stay one instance.
export {
  Alert,
  App,
  Avatar,
  Card,
  Drawer,
  Layout,
  Menu,
  Result,
  Select,
  Tabs,
  Tag,
  Tooltip,
} from 'antd';

// The antd components the portal uses, and only those. Federation shares this module as the
// singleton instead of `antd`: a shared module is never tree-shaken, so sharing `antd` itself
// shipped all of it (~460 KB gzip) to every page. Every app imports these from here
// (`@portal/shared/antd`, enforced by ESLint), so there is still one antd, one
// ConfigProvider and one cssinjs cache. A component no kit exports: a remote imports it from
// 'antd', bundled on the host's antd contexts (docs/deployment.md); one the host or several
// remotes use is added here, then the host deployed before the remotes that use it from
// here. See docs/architecture.md. This kit holds what the sign-in page and the host's frame
// need; the rest comes in two more kits loaded only by the pages that use them:
// `@portal/shared/antd-nav` (navigation, pickers, dialogs) and `@portal/shared/antd-data`
// (Table, Rate, Statistic).
export {
  Button,
  Checkbox,
  Col,
  ConfigProvider,
  Empty,
  Flex,
  Form,
  Grid,
  Row,
  Spin,
  Typography,
  theme,
} from 'antd';
export type { GetProps, ThemeConfig } from 'antd';

// antd's `Input` also carries Search, OTP and Group, which no screen uses; its index module
// would bring them to every page, the sign-in page included (148 bytes brotli there). The kit's
// is antd's own Input with the two the portal uses.
import InternalInput from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import TextArea from 'antd/es/input/TextArea';

export const Input = Object.assign(InternalInput, { Password, TextArea });

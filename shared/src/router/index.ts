// The react-router APIs the portal uses, and only those. Federation shares this module as the
// singleton instead of `react-router-dom`: a shared module is never tree-shaken, and all of
// react-router (server rendering, framework mode, cookies) cost every page about 53 KB brotli
// where these cost about 27. Every app imports routing from here (`@portal/shared/router`,
// enforced by ESLint), so there is still one router context. An API missing here: add it,
// then redeploy the host before the remotes that use it (the host provides the singleton).
// Tests may import react-router-dom directly: under jest both are the same module.
export {
  createBrowserRouter,
  createMemoryRouter,
  Link,
  Navigate,
  Outlet,
  RouterProvider,
  UNSAFE_DataRouterContext,
  useBlocker,
  useLocation,
  useNavigate,
  useRoutes,
} from 'react-router-dom';
export type { BlockerFunction, RouteObject } from 'react-router-dom';

// The pages this remote's build pre-renders into dist/prerender.json, so the portal paints
// them from its first HTML response (docs/architecture.md, "Paint before JavaScript").
import { prerenderPages, type RemotePrerender } from '@portal/remote-kit/prerender';
import LoginPage from './pages/login-page';

const pages = {
  './LoginPage': { path: '/auth/login', Page: LoginPage },
} satisfies RemotePrerender<'remote_auth'>;

export default prerenderPages(pages);

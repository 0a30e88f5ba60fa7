// What the host's build pre-renders into dist/prerender.json (docs/architecture.md, "Paint
// before JavaScript"): the dashboard's shell, around a slot the page server fills with the
// page's own pre-rendered markup from its remote. Sent only to a browser with the session
// hint: a signed-out visitor must not see a dashboard flash before the sign-in page.
import { theme } from '@portal/shared/antd';
import { portalTheme } from '@portal/shared';
import { prerenderPages } from '@portal/remote-kit/prerender';
import { SESSION_HINT_COOKIE } from './prerender/session-hint';
import { PrerenderedShell, prerenderedShellCss } from './shell/prerendered-shell';

const SLOT_ID = 'portal-page-slot';
const SLOT = `<div id="${SLOT_ID}"></div>`;

const rendered = prerenderPages({
  '/dashboard': {
    path: '/dashboard',
    Page: () => <PrerenderedShell page={<div id={SLOT_ID} />} />,
  },
});

const shell = rendered['/dashboard']!;
if (shell.html.split(SLOT).length !== 2) throw new Error('prerender: the shell lost its page slot');

export default {
  '/dashboard': {
    ...shell,
    css: prerenderedShellCss(theme.getDesignToken(portalTheme).screenMD) + shell.css,
    slot: SLOT,
    whenCookie: SESSION_HINT_COOKIE,
  },
};

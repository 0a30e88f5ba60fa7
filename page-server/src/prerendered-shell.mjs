// The host's pre-rendered shell around a remote's pre-rendered page (docs/architecture.md,
// "Paint before JavaScript"): the host's build writes its own prerender.json (the dashboard's
// shell, with a slot and the cookie it is for); the server puts the page's markup in the slot
// and sends both pages' CSS as one stylesheet.
import {
  attributeOf,
  elementById,
  findElement,
  insertBefore,
  parseMarkup,
  remove,
} from './page-tree.mjs';

/** antd's map of the style paths a stylesheet holds: one rule, which antd reads once. */
const ANTD_MAP = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)";?\}/;

const mapEntries = (css) => (ANTD_MAP.exec(css)?.[1] ?? '').split(';').filter(Boolean);

/**
 * Both stylesheets, with one antd map of what both hold: antd reads the rule once, by its
 * computed style, so a second map would hide the first one's paths and antd would generate
 * those styles again.
 */
export function mergedCss(first, second) {
  const entries = [...new Set([...mapEntries(first), ...mapEntries(second)])];
  const rest = (first.replace(ANTD_MAP, '') + second.replace(ANTD_MAP, '')).trim();
  return entries.length === 0
    ? rest
    : `${rest}.data-ant-cssinjs-cache-path{content:"${entries.join(';')}";}`;
}

/** True when the request's Cookie header names `name`. */
export function hasCookie(header, name) {
  return String(header ?? '')
    .split(';')
    .some((part) => part.trim().split('=')[0] === name);
}

/** The element of the parsed shell that the slot's markup names (by its id), or null. */
function slotIn(html, slot) {
  const marker = findElement(parseMarkup(slot), () => true);
  const id = marker && attributeOf(marker, 'id');
  return id ? elementById(html, id) : null;
}

/**
 * The host's shell for a path, from its build's prerender.json: `null` when it has none (the
 * page is served as before) or its parsed markup has no element its slot names,
 * `'withheld'` when the request lacks the cookie the shell is for (a signed-out visitor gets
 * no dashboard to flash before the sign-in page, and no page either).
 */
export function shellFor(hostPages, pathname, cookieHeader) {
  const shell = hostPages?.[pathname];
  if (typeof shell?.html !== 'string' || typeof shell?.css !== 'string') return null;
  if (typeof shell.slot !== 'string' || !slotIn(parseMarkup(shell.html), shell.slot)) return null;
  if (shell.whenCookie && !hasCookie(cookieHeader, shell.whenCookie)) return 'withheld';
  return shell;
}

/**
 * The shell's markup, parsed, with the page's nodes in place of its slot (the slot left out
 * when the remote sent no page), and both CSS.
 */
export function inShell(shell, page) {
  const html = parseMarkup(shell.html);
  const slot = slotIn(html, shell.slot);
  if (slot) {
    insertBefore(slot, page ? parseMarkup(page.html).childNodes : []);
    remove(slot);
  }
  return { html, css: page ? mergedCss(shell.css, page.css) : shell.css };
}

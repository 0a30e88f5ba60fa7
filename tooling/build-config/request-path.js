// What a static server of the portal serves for a request target (the page server's
// page-server/src/static-server.mjs, the dev server): the path it names, or the status that
// refuses it. Written for targets from anyone: a target no URL parser accepts is a 400, never
// an exception, and a dotfile is never served however its dot is encoded (docs/deployment.md,
// "Serving").

/** RFC 9112 §3.2.2: a server must accept the absolute form, not only `/path?query`. */
const ABSOLUTE_FORM = /^https?:\/\//i;

/** A proxy or CDN in front may decode once more: `%252e` is a dot two decodings away. */
const MAX_DECODINGS = 4;

/** The raw path and query of an origin-form or absolute-form target, or null. */
function splitTarget(target) {
  let raw = target;
  if (ABSOLUTE_FORM.test(target)) {
    if (!URL.canParse(target)) return null;
    const url = new URL(target);
    raw = `${url.pathname}${url.search}`;
  }
  if (!raw.startsWith('/')) return null;
  const query = raw.indexOf('?');
  return query === -1
    ? { rawPath: raw, search: '' }
    : { rawPath: raw.slice(0, query), search: raw.slice(query) };
}

function decoded(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** A segment that starts with a dot (`.env`, `.git`, `..`), split at either slash. */
const hasDotSegment = (path) => path.split(/[\\/]/).some((segment) => segment.startsWith('.'));

/** Whether the path names a dotfile, or a dot segment, as written or after any decoding. */
function namesDotfile(rawPath) {
  let path = rawPath;
  for (let decodings = 0; decodings <= MAX_DECODINGS; decodings++) {
    if (hasDotSegment(path)) return true;
    const next = decoded(path);
    if (next === null || next === path) return false;
    path = next;
  }
  // Still encoded after that many decodings: no file of a build is named so.
  return true;
}

/**
 * @param {string} target the request line's target (`req.url`)
 * @returns {{ status: 400 | 404 } | { pathname: string, rawPath: string, search: string }}
 *   `pathname` decoded, `rawPath` as sent (origin-form, for a file server that decodes it
 *   itself), `search` with its `?`
 */
function requestPath(target) {
  const parts = splitTarget(target);
  const pathname = parts && decoded(parts.rawPath);
  if (pathname === null || pathname.includes('\0')) return { status: 400 };
  if (namesDotfile(parts.rawPath)) return { status: 404 };
  return { pathname, ...parts };
}

module.exports = { requestPath };

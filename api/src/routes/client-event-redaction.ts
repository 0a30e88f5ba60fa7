/**
 * What a browser's failure report may carry that must not reach the log: a URL's query and
 * fragment, its credentials (`user:pass@`), path parameters (`;jsessionid=…`) and path
 * segments that look like tokens. Routes, ids (UUIDs) and hashed file names stay readable.
 */

export const REDACTED = '[redacted]';

/** `scheme://user:pass@` up to the authority's last `@` (a path's `@` stays). */
const CREDENTIALS = /^([a-z][a-z0-9+.-]*:\/\/)[^/]*@/i;
/** A path parameter's value: `;jsessionid=…`, `;sid=…`. */
const PATH_PARAMETER = /;([^;=]*)=[^;]*/g;
/** A URL inside free text, up to a space, quote or bracket. */
const URL_IN_TEXT = /[a-z][a-z0-9+.-]*:\/\/[^\s"'<>()[\]{}]+/gi;

/**
 * A JWT (`eyJ…` header, three dot-separated base64url parts), 32 or more hex digits (a
 * hash-like secret), or 20 or more base64url characters mixing upper case, lower case and
 * digits (a random token; routes and webpack's chunk names have no upper case).
 */
function looksLikeToken(segment: string): boolean {
  if (/^eyJ[\w-]*\.[\w-]+\.[\w-]*$/.test(segment)) return true;
  if (/^[0-9a-f]{32,}$/i.test(segment)) return true;
  return (
    /^[\w~+=-]{20,}$/.test(segment) &&
    /[A-Z]/.test(segment) &&
    /[a-z]/.test(segment) &&
    /\d/.test(segment)
  );
}

function redactSegment(segment: string): string {
  const [head = '', ...parameters] = segment.split(';');
  const kept = looksLikeToken(head) ? REDACTED : head;
  return [kept, ...parameters].join(';').replace(PATH_PARAMETER, `;$1=${REDACTED}`);
}

/** A URL as it may be logged: no query, fragment, credentials, path parameter or token. */
export function redactUrl(url: string): string {
  const withoutQuery = url.split(/[?#]/, 1)[0]!;
  const withoutCredentials = withoutQuery.replace(CREDENTIALS, `$1${REDACTED}@`);
  return withoutCredentials.split('/').map(redactSegment).join('/');
}

/** Free text (an error message) with every URL in it redacted as `redactUrl` does. */
export function redactUrlsIn(text: string): string {
  return text.replace(URL_IN_TEXT, redactUrl);
}

/**
 * What a browser's failure report may carry that must not reach the log: a URL's query and
 * fragment, its credentials (`user:pass@`), path parameters (`;jsessionid=…`) and path
 * segments that look like tokens. Routes, ids (UUIDs) and hashed file names stay readable.
 */

export const REDACTED = '[redacted]';

/** `//user:pass@`: the credentials of a URL's authority (up to its first `/`: a path's `@` stays). */
const CREDENTIALS = /\/\/[^/]*@/;
/** A path parameter's value: `;jsessionid=…`, `;sid=…`. */
const PATH_PARAMETER = /;([^;=]*)=[^;]*/g;
/** A URL inside free text, from its `//` up to a space, quote or bracket. */
const URL_IN_TEXT = /\/\/[^\s"'<>()[\]{}]+/g;

/**
 * A run of 32 hex digits (a hash-like secret), or a run of 20 base64url characters in a
 * segment that mixes upper case, lower case and digits (a random token, a JWT). Routes and
 * webpack's chunk names have no upper case; UUIDs and content hashes have shorter hex runs.
 */
function looksLikeToken(segment: string): boolean {
  if (/[0-9a-f]{32}/i.test(segment)) return true;
  return (
    /[\w~+=-]{20}/.test(segment) &&
    /[A-Z]/.test(segment) &&
    /[a-z]/.test(segment) &&
    /\d/.test(segment)
  );
}

function redactSegment(segment: string): string {
  const head = segment.split(';', 1)[0]!;
  const parameters = segment.slice(head.length).replace(PATH_PARAMETER, `;$1=${REDACTED}`);
  return (looksLikeToken(head) ? REDACTED : head) + parameters;
}

/** A URL as it may be logged: no query, fragment, credentials, path parameter or token. */
export function redactUrl(url: string): string {
  const withoutQuery = url.split(/[?#]/, 1)[0]!;
  const withoutCredentials = withoutQuery.replace(CREDENTIALS, `//${REDACTED}@`);
  return withoutCredentials.split('/').map(redactSegment).join('/');
}

/** Free text (an error message) with every URL in it redacted as `redactUrl` does. */
export function redactUrlsIn(text: string): string {
  return text.replace(URL_IN_TEXT, redactUrl);
}

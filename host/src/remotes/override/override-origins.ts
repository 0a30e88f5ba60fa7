/**
 * The origins a tab may load a remote from instead of the configured one:
 * portal.config.json's `overrideOrigins`, written like CSP sources: an exact origin
 * (`http://localhost:3012`) or any port of a host (`http://localhost:*`). Absent, empty or
 * malformed (production) means none: every override is refused.
 */
export function overrideOriginsOf(config: object): string[] {
  const listed = (config as { overrideOrigins?: unknown }).overrideOrigins;
  if (!Array.isArray(listed)) return [];
  return listed.filter((entry): entry is string => typeof entry === 'string');
}

/** `new URL` that answers null for what is not a URL. */
export function parseUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

function matches(allowed: string, url: URL): boolean {
  if (allowed.endsWith(':*')) {
    const pattern = parseUrl(allowed.slice(0, -2));
    return (
      pattern !== null && pattern.protocol === url.protocol && pattern.hostname === url.hostname
    );
  }
  return parseUrl(allowed)?.origin === url.origin;
}

export function isAllowedOverride(url: URL, allowedOrigins: string[]): boolean {
  return allowedOrigins.some((allowed) => matches(allowed, url));
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

/**
 * Helmet's headers, computed once as a fixed set, so every way out of the API can send the
 * same ones: routes and error handlers (security.ts), Fastify's framework errors and the raw
 * socket answers of the client-error handler (errors.ts), which no hook reaches.
 *
 * Helmet's default CSP already fits the Swagger UI at /api/docs (own scripts, inline styles,
 * data: icons). Upgrading to https would break it on plain-http localhost, so that directive
 * is dropped; TLS is the reverse proxy's job.
 */
function computeSecurityHeaders(): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  // With fixed directives (no functions) every helmet middleware sets its header and calls
  // next() without an error; options it rejects throw from helmet() itself.
  helmet({ contentSecurityPolicy: { directives: { 'upgrade-insecure-requests': null } } })(
    {} as IncomingMessage,
    response,
    () => undefined,
  );
  return Object.freeze(headers);
}

export const SECURITY_HEADERS = computeSecurityHeaders();

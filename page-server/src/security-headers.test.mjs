// The page server's security headers (docs/deployment.md, "Security headers"), as helmet
// builds them: exactly these four, the policy written as documented.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { securityHeaders } from './security-headers.mjs';

test("a file's headers: the app's own origin and those named, nothing inline", () => {
  assert.deepEqual(
    securityHeaders({
      scriptOrigins: ['http://localhost:3001', 'http://localhost:3001', 'http://localhost:*'],
      connectOrigins: ['http://localhost:4000', 'ws://localhost:*'],
    }),
    {
      'Content-Security-Policy':
        "default-src 'self'; script-src 'self' http://localhost:3001 http://localhost:*; " +
        "style-src 'self'; connect-src 'self' http://localhost:4000 ws://localhost:*; " +
        "img-src 'self' data:; font-src 'self' data:; object-src 'none'; base-uri 'self'; " +
        "form-action 'self'; frame-ancestors 'none'",
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      'X-Frame-Options': 'DENY',
    },
  );
});

test("a page's: its nonce for <style>, its attributes' hashes once each, by style-src-attr", () => {
  const csp = securityHeaders({
    styles: { nonce: 'abc+/==', attributeHashes: ["'sha256-a='", "'sha256-b='", "'sha256-a='"] },
  })['Content-Security-Policy'];
  assert.equal(
    csp,
    "default-src 'self'; script-src 'self'; style-src 'self' 'nonce-abc+/=='; " +
      "style-src-attr 'unsafe-hashes' 'sha256-a=' 'sha256-b='; connect-src 'self'; " +
      "img-src 'self' data:; font-src 'self' data:; object-src 'none'; base-uri 'self'; " +
      "form-action 'self'; frame-ancestors 'none'",
  );
});

test('an origin that would end its directive is refused, not sent', () => {
  assert.throws(() =>
    securityHeaders({ connectOrigins: ["http://a; script-src 'unsafe-inline'"] }),
  );
  assert.throws(() => securityHeaders({ scriptOrigins: ['self'] }), /should be quoted/);
});

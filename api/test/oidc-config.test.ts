import { ConfigError, loadConfig } from '../src/config';
import { oidcFromEnv } from '../src/oidc/config';

const SECRET = 'x'.repeat(32);
const ON = {
  OIDC_ISSUER: 'https://login.example.com/realms/acme',
  OIDC_CLIENT_ID: 'portal',
  OIDC_CLIENT_SECRET: 'a-client-secret',
  OIDC_ALLOWED_DOMAINS: 'Example.com, acme.example',
  OIDC_REDIRECT_BASE: 'https://portal.example.com/',
};

describe('OIDC settings from the environment', () => {
  test('off by default', () => {
    expect(loadConfig({ JWT_SECRET: SECRET }).oidc).toBeUndefined();
    expect(oidcFromEnv({})).toBeUndefined();
  });

  test('on with an issuer: every setting read, defaults filled in', () => {
    expect(loadConfig({ JWT_SECRET: SECRET, ...ON }).oidc).toEqual({
      issuer: 'https://login.example.com/realms/acme',
      clientId: 'portal',
      clientSecret: 'a-client-secret',
      providerName: 'your identity provider',
      allowedDomains: ['example.com', 'acme.example'],
      roleClaim: undefined,
      autoProvision: false,
      callbackUrl: 'https://portal.example.com/api/auth/oidc/callback',
      portalUrl: 'https://portal.example.com',
    });
    expect(
      oidcFromEnv({
        ...ON,
        OIDC_PROVIDER_NAME: 'Acme SSO',
        OIDC_ROLE_CLAIM: 'groups',
        OIDC_ROLE_MAP: 'portal-admins=admin, portal-editors = editor',
        OIDC_AUTO_PROVISION: 'true',
        OIDC_PORTAL_URL: 'https://app.example.com',
      }),
    ).toMatchObject({
      providerName: 'Acme SSO',
      roleClaim: { name: 'groups', map: { 'portal-admins': 'admin', 'portal-editors': 'editor' } },
      autoProvision: true,
      portalUrl: 'https://app.example.com',
    });
  });

  test('plain http only on the loopback address', () => {
    expect(
      oidcFromEnv({
        ...ON,
        OIDC_ISSUER: 'http://127.0.0.1:8080',
        OIDC_REDIRECT_BASE: 'http://localhost:4000',
      }),
    ).toMatchObject({ issuer: 'http://127.0.0.1:8080' });
    expect(() => oidcFromEnv({ ...ON, OIDC_ISSUER: 'http://login.example.com' })).toThrow(
      new ConfigError(
        "OIDC_ISSUER must use https (http only on localhost), got 'http://login.example.com'",
      ),
    );
  });

  test.each([
    [{ OIDC_ISSUER: '' }, 'OIDC_CLIENT_ID is set but OIDC_ISSUER is not: set both, or neither'],
    [
      { OIDC_ISSUER: 'login.example.com' },
      "OIDC_ISSUER must be an absolute URL, got 'login.example.com'",
    ],
    [{ OIDC_CLIENT_ID: ' ' }, 'OIDC_CLIENT_ID is required when OIDC_ISSUER is set'],
    [{ OIDC_CLIENT_SECRET: '' }, 'OIDC_CLIENT_SECRET is required when OIDC_ISSUER is set'],
    [{ OIDC_ALLOWED_DOMAINS: '' }, 'OIDC_ALLOWED_DOMAINS is required when OIDC_ISSUER is set'],
    [
      { OIDC_ALLOWED_DOMAINS: 'example.com, @example.org' },
      "OIDC_ALLOWED_DOMAINS must be comma-separated email domains (example.com), got '@example.org'",
    ],
    [{ OIDC_REDIRECT_BASE: '' }, 'OIDC_REDIRECT_BASE is required when OIDC_ISSUER is set'],
    [
      { OIDC_REDIRECT_BASE: 'https://portal.example.com/?x=1' },
      "OIDC_REDIRECT_BASE must have no query, fragment or credentials, got 'https://portal.example.com/?x=1'",
    ],
    [{ OIDC_AUTO_PROVISION: 'yes' }, "OIDC_AUTO_PROVISION must be true or false, got 'yes'"],
    [{ OIDC_PROVIDER_NAME: 'x'.repeat(41) }, 'OIDC_PROVIDER_NAME must be at most 40 characters'],
    [
      { OIDC_ROLE_CLAIM: 'groups' },
      "OIDC_ROLE_CLAIM needs OIDC_ROLE_MAP, e.g. 'portal-admins=admin,portal-editors=editor'",
    ],
    [{ OIDC_ROLE_MAP: 'a=admin' }, 'OIDC_ROLE_MAP needs OIDC_ROLE_CLAIM (the claim it maps)'],
    [
      { OIDC_ROLE_CLAIM: 'groups', OIDC_ROLE_MAP: 'portal-admins=owner' },
      "OIDC_ROLE_MAP maps 'portal-admins' to 'owner', which is not a role (viewer, editor, releaser, admin)",
    ],
    [
      { OIDC_ROLE_CLAIM: 'groups', OIDC_ROLE_MAP: 'admin' },
      "OIDC_ROLE_MAP entries are claim-value=role, got 'admin'",
    ],
  ])('%j stops the start with a clear error', (change, message) => {
    expect(() => loadConfig({ JWT_SECRET: SECRET, ...ON, ...change })).toThrow(
      new ConfigError(message),
    );
  });
});

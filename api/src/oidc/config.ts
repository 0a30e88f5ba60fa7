import { ROLES } from '@portal/contract/limits';
import type { Role } from '@portal/contract';
import { ConfigError, type Env } from '../env';

/**
 * Sign-in with the company's OpenID Connect provider (issue 34 §5): off unless OIDC_ISSUER is
 * set, and then every setting it needs is checked at start, so a half-configured provider stops
 * the server with a sentence saying what is wrong rather than failing at a user's first sign-in.
 */
export interface OidcConfig {
  /** The provider's issuer identifier; its discovery document is read from it. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Shown on the sign-in page: 'Sign in with {providerName}'. */
  providerName: string;
  /** Lower-case email domains whose verified addresses may sign in (exact match). */
  allowedDomains: string[];
  /** The claim read for a role, with its values' roles; absent: roles are the portal's alone. */
  roleClaim?: { name: string; map: Record<string, Role> };
  /** Unknown verified addresses become viewers with no tenant (audited); refused otherwise. */
  autoProvision: boolean;
  /** Where the provider sends the browser back: `{OIDC_REDIRECT_BASE}/api/auth/oidc/callback`. */
  callbackUrl: string;
  /** The portal's address, where the browser finishes signing in (`/auth/login`). */
  portalUrl: string;
}

const OIDC_VARIABLES = [
  'OIDC_ISSUER',
  'OIDC_CLIENT_ID',
  'OIDC_CLIENT_SECRET',
  'OIDC_PROVIDER_NAME',
  'OIDC_ALLOWED_DOMAINS',
  'OIDC_ROLE_CLAIM',
  'OIDC_ROLE_MAP',
  'OIDC_AUTO_PROVISION',
  'OIDC_REDIRECT_BASE',
  'OIDC_PORTAL_URL',
] as const;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** True for http(s) on the loopback address: tests and a developer's own provider. */
export function isLoopback(url: URL): boolean {
  return LOOPBACK_HOSTS.has(url.hostname);
}

function required(env: Env, name: string): string {
  const value = env[name]?.trim();
  if (!value) throw new ConfigError(`${name} is required when OIDC_ISSUER is set`);
  return value;
}

/** An absolute https URL (http only on the loopback address), without query or fragment. */
function baseUrl(env: Env, name: string): URL {
  const raw = required(env, name);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an absolute URL, got '${raw}'`);
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopback(url))) {
    throw new ConfigError(`${name} must use https (http only on localhost), got '${raw}'`);
  }
  if (url.search || url.hash || url.username || url.password) {
    throw new ConfigError(`${name} must have no query, fragment or credentials, got '${raw}'`);
  }
  return url;
}

const withoutTrailingSlash = (url: URL) => url.href.replace(/\/+$/, '');

function roleClaimFromEnv(env: Env): OidcConfig['roleClaim'] {
  const name = env.OIDC_ROLE_CLAIM?.trim();
  const rawMap = env.OIDC_ROLE_MAP?.trim();
  if (!name && !rawMap) return undefined;
  if (!name) throw new ConfigError('OIDC_ROLE_MAP needs OIDC_ROLE_CLAIM (the claim it maps)');
  if (!rawMap) {
    throw new ConfigError(
      "OIDC_ROLE_CLAIM needs OIDC_ROLE_MAP, e.g. 'portal-admins=admin,portal-editors=editor'",
    );
  }
  const map: Record<string, Role> = {};
  for (const entry of rawMap
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const at = entry.lastIndexOf('=');
    const value = entry.slice(0, at).trim();
    const role = entry.slice(at + 1).trim();
    if (at <= 0 || !value) {
      throw new ConfigError(`OIDC_ROLE_MAP entries are claim-value=role, got '${entry}'`);
    }
    if (!(ROLES as readonly string[]).includes(role)) {
      throw new ConfigError(
        `OIDC_ROLE_MAP maps '${value}' to '${role}', which is not a role (${ROLES.join(', ')})`,
      );
    }
    map[value] = role as Role;
  }
  return { name, map };
}

/** OIDC settings from the environment; undefined (off) when OIDC_ISSUER is unset. */
export function oidcFromEnv(env: Env): OidcConfig | undefined {
  if (!env.OIDC_ISSUER?.trim()) {
    const stray = OIDC_VARIABLES.find((name) => env[name]?.trim());
    if (stray)
      throw new ConfigError(`${stray} is set but OIDC_ISSUER is not: set both, or neither`);
    return undefined;
  }
  baseUrl(env, 'OIDC_ISSUER');
  // As given: the provider's `iss` must equal it character for character.
  const issuer = env.OIDC_ISSUER.trim();
  const clientId = required(env, 'OIDC_CLIENT_ID');
  const clientSecret = required(env, 'OIDC_CLIENT_SECRET');
  const providerName = env.OIDC_PROVIDER_NAME?.trim() || 'your identity provider';
  if (providerName.length > 40) {
    throw new ConfigError('OIDC_PROVIDER_NAME must be at most 40 characters');
  }
  const allowedDomains = required(env, 'OIDC_ALLOWED_DOMAINS')
    .split(',')
    .map((domain) => domain.trim().toLowerCase())
    .filter(Boolean);
  const badDomain = allowedDomains.find((domain) => !DOMAIN.test(domain));
  if (badDomain !== undefined || allowedDomains.length === 0) {
    throw new ConfigError(
      `OIDC_ALLOWED_DOMAINS must be comma-separated email domains (example.com), got '${badDomain ?? ''}'`,
    );
  }
  const rawProvision = env.OIDC_AUTO_PROVISION?.trim() || 'false';
  if (rawProvision !== 'true' && rawProvision !== 'false') {
    throw new ConfigError(`OIDC_AUTO_PROVISION must be true or false, got '${rawProvision}'`);
  }
  const redirectBase = withoutTrailingSlash(baseUrl(env, 'OIDC_REDIRECT_BASE'));
  const portalUrl = env.OIDC_PORTAL_URL?.trim()
    ? withoutTrailingSlash(baseUrl(env, 'OIDC_PORTAL_URL'))
    : redirectBase;
  return {
    issuer,
    clientId,
    clientSecret,
    providerName,
    allowedDomains,
    roleClaim: roleClaimFromEnv(env),
    autoProvision: rawProvision === 'true',
    callbackUrl: `${redirectBase}/api/auth/oidc/callback`,
    portalUrl,
  };
}

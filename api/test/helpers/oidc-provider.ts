import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

export interface ProviderAccount {
  email?: string;
  email_verified?: boolean;
  groups?: string[];
}

export interface TestProvider {
  issuer: string;
  /**
   * Runs the browser's part at the provider: follows `authorizeUrl` (the API's redirect),
   * signs in as `accountId`, and answers where the provider sends the browser back (the
   * API's callback URL with code and state, or an error).
   */
  signIn(authorizeUrl: string, accountId: string): Promise<URL>;
  stop(): Promise<void>;
}

/** Starts oidc-provider on 127.0.0.1 in its own process (test/helpers/oidc-provider-process.mjs). */
export async function startTestProvider(setup: {
  clientId: string;
  clientSecret: string;
  callbackUrl: string;
  accounts: Record<string, ProviderAccount>;
}): Promise<TestProvider> {
  const child: ChildProcess = spawn(
    process.execPath,
    [join(__dirname, 'oidc-provider-process.mjs')],
    {
      env: { PATH: process.env.PATH, NODE_ENV: 'test', OIDC_TEST_SETUP: JSON.stringify(setup) },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let errorOutput = '';
  child.stderr!.on('data', (chunk: Buffer) => (errorOutput += chunk.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) =>
      reject(new Error(`OIDC test provider exited (${code}): ${errorOutput}`)),
    );
  });
  const issuer = `http://127.0.0.1:${port}`;

  return {
    issuer,
    async signIn(authorizeUrl, accountId) {
      const jar = new Map<string, string>();
      let url = new URL(authorizeUrl);
      for (let hop = 0; hop < 10; hop += 1) {
        if (url.origin !== issuer) return url;
        if (url.pathname.startsWith('/interaction/')) url.searchParams.set('as', accountId);
        const response = await fetch(url, {
          redirect: 'manual',
          headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
        });
        for (const cookie of response.headers.getSetCookie()) {
          const [pair] = cookie.split(';');
          const at = pair!.indexOf('=');
          jar.set(pair!.slice(0, at), pair!.slice(at + 1));
        }
        const location = response.headers.get('location');
        if (!location) {
          throw new Error(`provider answered ${response.status}: ${await response.text()}`);
        }
        url = new URL(location, url);
      }
      throw new Error('too many redirects at the provider');
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}

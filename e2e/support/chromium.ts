import { existsSync } from 'node:fs';

/** Debian's Chromium, or CHROMIUM_PATH: these tests never download a browser. */
export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(
      `Chromium not found at ${path}. Install Debian's: apt-get install chromium, ` +
        'or set CHROMIUM_PATH to a Chromium or Chrome executable.',
    );
  }
  return path;
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

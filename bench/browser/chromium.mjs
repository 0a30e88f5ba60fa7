// Debian's Chromium driven by the e2e package's Playwright: nothing is downloaded.
import { existsSync } from 'node:fs';
import { requireFrom } from './paths.mjs';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium, or `CHROMIUM_PATH`; throws when it is not installed. */
export function chromiumPath() {
  const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(executablePath)) {
    throw new Error(
      `Chromium not found at ${executablePath}: apt-get install chromium, or set CHROMIUM_PATH.`,
    );
  }
  return executablePath;
}

export async function launchChromium() {
  const { chromium } = requireFrom('e2e')('@playwright/test');
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
}

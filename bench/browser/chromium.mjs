// Debian's Chromium driven by the e2e package's Playwright: nothing is downloaded.
import { existsSync } from 'node:fs';
import { requireFrom } from './paths.mjs';

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchChromium() {
  const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(executablePath)) {
    throw new Error(
      `Chromium not found at ${executablePath}: apt-get install chromium, or set CHROMIUM_PATH.`,
    );
  }
  const { chromium } = requireFrom('e2e')('@playwright/test');
  return chromium.launch({ executablePath, args: ARGS });
}

import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as antd from '../antd';
import * as antdData from '../antd-data';
import * as antdNav from '../antd-nav';
import * as data from '../data';
import * as main from '../index';
import * as router from '../router';
import { isBumped, requiredBump, type RuntimeSurface } from './required-bump';

/**
 * The runtime's surface as released (`shared/runtime-surface.json`, with its version) must be
 * what the code exports now: a change to the surface cannot ship without the version bump
 * the compatibility rule asks for. Types are not seen here; a type-only change to an export
 * is judged by its reviewer by the same rule.
 */
const RECORD = join(__dirname, '..', '..', 'runtime-surface.json');
const packageVersion = (
  JSON.parse(readFileSync(join(__dirname, '..', '..', 'package.json'), 'utf8')) as {
    version: string;
  }
).version;

const namesOf = (module: object) => Object.keys(module).sort();
const current: RuntimeSurface = {
  '.': namesOf(main),
  './data': namesOf(data),
  './antd': namesOf(antd),
  './antd-nav': namesOf(antdNav),
  './antd-data': namesOf(antdData),
  './router': namesOf(router),
};

const released = JSON.parse(readFileSync(RECORD, 'utf8')) as {
  version: string;
  surface: RuntimeSurface;
};

it('the released surface is what the runtime exports, at the version it was released as', () => {
  const bump = requiredBump(released.surface, current);
  if (process.env.UPDATE_RUNTIME_SURFACE && bump !== 'none') {
    if (!isBumped(released.version, packageVersion, bump))
      throw new Error(
        `The surface change needs a ${bump} release; shared/package.json is ${packageVersion}, last release ${released.version}`,
      );
    writeFileSync(
      RECORD,
      `${JSON.stringify({ version: packageVersion, surface: current }, null, 2)}\n`,
    );
    return;
  }
  const help =
    bump === 'none'
      ? ''
      : `The runtime's exports changed: a ${bump} release. Bump shared/package.json, then run ` +
        '`UPDATE_RUNTIME_SURFACE=1 npx pnpm@12.21.0 --filter @portal/shared test` to record it.';
  expect({ bump, help }).toEqual({ bump: 'none', help: '' });
  expect(released.version).toBe(packageVersion);
});

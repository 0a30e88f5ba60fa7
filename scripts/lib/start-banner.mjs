// What `pnpm start` prints once the portal answers (issue 37 §5): where to go, how to sign in,
// and what runs behind it: the model provider and the database, read by the API's own
// configuration code from the environment the API was given, so the banner cannot disagree
// with what the API does.
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './portal-parts.mjs';

const SIGN_INS = [
  '    staff@example.com    / staff12345      editor, member of Acme Corp',
  '    admin@example.com    / admin12345      admin, every tenant',
  '    reviewer@example.com / reviewer12345   releaser, member of Acme Corp',
  '    viewer@example.com   / viewer12345     viewer, member of Acme Corp',
];

/** The model line: the offline provider says it is no model, and where connecting one is told. */
export function modelLine(model) {
  if (model.kind === 'offline') {
    return 'Model: offline, no model connected (drafts and research say so); to connect one see docs/model-provider.md';
  }
  return `Model: ${model.model} at ${new URL(model.baseUrl).origin}`;
}

/** The database line, without a password a PostgreSQL URL may carry. */
export function databaseLine(database, cwd = process.cwd()) {
  if (database.dialect === 'sqlite') {
    const inside = relative(cwd, database.path);
    return `Database: SQLite, ${inside.startsWith('..') ? database.path : inside}`;
  }
  const url = new URL(database.url);
  return `Database: PostgreSQL at ${url.host}${url.pathname}`;
}

/**
 * @param {{ hostUrl: string, apiUrl: string, remotes: { dir: string, url: string }[],
 *   model: object, database: object }} portal
 */
export function startBanner({ hostUrl, apiUrl, remotes, model, database }) {
  return [
    '',
    `Enterprise Portal is running: ${hostUrl}`,
    '',
    '  Demo sign-ins:',
    ...SIGN_INS,
    '',
    `  ${modelLine(model)}`,
    `  ${databaseLine(database)}`,
    `  API ${apiUrl} · ${remotes.map(({ dir, url }) => `${dir} ${url}`).join(' · ')}`,
    '  Ctrl-C stops everything.',
    '',
  ].join('\n');
}

/** The model and database the built API reads from `env` (api/dist: built before this runs). */
export async function apiSetup(env) {
  const load = (path) => import(pathToFileURL(join(ROOT, 'api', 'dist', path)).href);
  const [{ databaseFromEnv }, { modelFromEnv }] = await Promise.all([
    load('config.js'),
    load('model/config.js'),
  ]);
  return { database: databaseFromEnv(env), model: modelFromEnv(env) };
}

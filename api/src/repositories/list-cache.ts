import { jsonList, type JsonList, type Page } from './page';

/** A root row's identity and revision: what decides whether a cached list is still current. */
export interface VersionRow {
  seq: number | string;
  revision: number | string;
}

/**
 * A list's version: every root row's insertion `seq` and `revision`, in list order. Every
 * write changes it: a create adds a seq, a delete removes one, an update bumps the row's
 * revision in the same transaction that rewrites its fields and children, and seqs are never
 * reused. So an equal version means the same rows with the same content, whichever API
 * instance wrote them.
 */
export const versionOf = (rows: VersionRow[]) =>
  rows.map((row) => `${row.seq}.${row.revision}`).join(',');

/** How many characters of JSON (and versions) the cache of one list kind keeps at most. */
export const LIST_CACHE_MAX_CHARS = 8 * 1024 * 1024;

interface Entry {
  version: string;
  json: string;
}

/**
 * The JSON of whole lists, per scope key, least recently used dropped first. An entry only
 * answers for the version it was read at; the caller reads the current version from the
 * database on every request, so a write by this or any other instance is never hidden.
 */
export function createListCache(maxChars = LIST_CACHE_MAX_CHARS) {
  const entries = new Map<string, Entry>();
  let chars = 0;
  const sizeOf = (entry: Entry) => entry.version.length + entry.json.length;
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (entry) chars -= sizeOf(entry);
    entries.delete(key);
  };
  return {
    get(key: string, version: string): string | undefined {
      const entry = entries.get(key);
      if (entry?.version !== version) return undefined;
      // Re-inserted: Map keeps insertion order, so the first key is the least recently used.
      entries.delete(key);
      entries.set(key, entry);
      return entry.json;
    },
    set(key: string, version: string, json: string) {
      remove(key);
      const entry = { version, json };
      if (sizeOf(entry) > maxChars) return;
      entries.set(key, entry);
      chars += sizeOf(entry);
      while (chars > maxChars) remove(entries.keys().next().value as string);
    },
    get size() {
      return entries.size;
    },
  };
}

/** Reads of one list kind (ICPs or USPs) in one scope. */
export interface JsonListReads<Scope> {
  /** Each root row's seq and revision, in list order. */
  versions(scope: Scope): Promise<VersionRow[]>;
  /** The rows in list order with their JSON text (one page and one more with `page`). */
  rows(scope: Scope, page?: Page): Promise<(VersionRow & { json: string })[]>;
}

/**
 * A list's JSON: a whole list from the cache when its version is still the database's (one
 * small query), else read and remembered under the version of the very rows read (one
 * statement, one snapshot); pages always from the database.
 */
export function cachedJsonLists<Scope>(
  reads: JsonListReads<Scope>,
  keyOf: (scope: Scope) => string,
) {
  const cache = createListCache();
  return async (scope: Scope, page?: Page): Promise<JsonList> => {
    if (page) return jsonList(await reads.rows(scope, page), page);
    const key = keyOf(scope);
    const cached = cache.get(key, versionOf(await reads.versions(scope)));
    if (cached !== undefined) return { json: cached, next: undefined };
    const rows = await reads.rows(scope);
    const list = jsonList(rows);
    cache.set(key, versionOf(rows), list.json);
    return list;
  };
}

import { useState } from 'react';
import { useSession } from '@portal/shared';

export type ListViewName = 'cards' | 'list';
export type SortOrder = 'ascend' | 'descend';

/** How one user looks at one kind's records: cards or list, the list's columns and sort. */
export interface ListPrefs {
  view: ListViewName;
  /** The optional columns shown (the name always is), or null for every one. */
  columns: string[] | null;
  sort: { column: string; order: SortOrder } | null;
}

const DEFAULTS: ListPrefs = { view: 'cards', columns: null, sort: null };

/** One key per user and kind: a shared computer's next user starts from the defaults. */
const storageKey = (userId: string, kind: string) => `portal.listView.${userId}.${kind}`;

/** What is stored, kept only where it is well formed: a stored value is never trusted whole. */
function read(key: string | null): ListPrefs {
  if (!key) return DEFAULTS;
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(key) ?? 'null');
    if (!stored || typeof stored !== 'object') return DEFAULTS;
    const { view, columns, sort } = stored as Partial<Record<keyof ListPrefs, unknown>>;
    const validSort =
      sort &&
      typeof sort === 'object' &&
      typeof (sort as { column?: unknown }).column === 'string' &&
      ['ascend', 'descend'].includes((sort as { order?: unknown }).order as string);
    return {
      view: view === 'list' ? 'list' : 'cards',
      columns:
        Array.isArray(columns) && columns.every((column) => typeof column === 'string')
          ? columns
          : null,
      sort: validSort ? (sort as ListPrefs['sort']) : null,
    };
  } catch {
    return DEFAULTS;
  }
}

function write(key: string | null, prefs: ListPrefs) {
  if (!key) return;
  try {
    window.localStorage.setItem(key, JSON.stringify(prefs));
  } catch {
    // Storage full or refused (private mode): the choice holds for this visit only.
  }
}

/**
 * The signed-in user's view of a kind's records (issue 37 §2), kept in localStorage under their
 * id across sessions: another user of the same browser gets their own.
 */
export function useListPrefs(kind: string) {
  const userId = useSession((state) => state.user?.id ?? null);
  const key = userId ? storageKey(userId, kind) : null;
  const [state, setState] = useState(() => ({ key, prefs: read(key) }));
  // Another user signed in (or out) while mounted: their own view, read at once.
  const current = state.key === key ? state : { key, prefs: read(key) };
  if (current !== state) setState(current);

  const update = (change: Partial<ListPrefs>) => {
    const prefs = { ...current.prefs, ...change };
    write(key, prefs);
    setState({ key, prefs });
  };
  return { prefs: current.prefs, update };
}

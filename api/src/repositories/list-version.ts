/** A root row's place in its list and its revision. */
export interface VersionRow {
  seq: number | string;
  revision: number | string;
  /** A copy's source's revision now, for a reader who reaches it: `copiedFrom.changedSince`. */
  source_revision?: number | string | null;
  /** 1 for a copy whose source the reader reaches (its `copiedFrom` is whole), else 0. */
  source_reachable?: number | string;
}

/**
 * A list's (or page's) version: every root row's `seq` and `revision`, in list order. Every
 * write changes it: a create adds a seq, a delete removes one, an update (of the item or of
 * its children) bumps the item's revision in the same transaction, and seqs are never
 * reused; a copy's source changing or going changes it too (its `copiedFrom.changedSince`), for
 * a reader who reaches the source, and only for one (issue 33 §9); so does that reach.
 * So an equal version means the same rows with the same content, whichever API
 * instance wrote them. A page's rows include the one after it, so its next cursor counts too.
 */
export async function listVersion(rows: Promise<VersionRow[]>): Promise<string> {
  return (await rows)
    .map((row) => {
      const source =
        Number(row.source_reachable ?? 0) === 1 ? `.${row.source_revision ?? 'gone'}` : '';
      return `${row.seq}.${row.revision}${source}`;
    })
    .join(',');
}

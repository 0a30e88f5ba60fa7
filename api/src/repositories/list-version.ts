/** A root row's place in its list and its revision. */
export interface VersionRow {
  seq: number | string;
  revision: number | string;
  /** A copy's source's revision now (null for other records): `copiedFrom.changedSince`. */
  source_revision?: number | string | null;
}

/**
 * A list's (or page's) version: every root row's `seq` and `revision`, in list order. Every
 * write changes it: a create adds a seq, a delete removes one, an update (of the item or of
 * its children) bumps the item's revision in the same transaction, and seqs are never
 * reused; a copy's source changing or going changes it too (its `copiedFrom.changedSince`).
 * So an equal version means the same rows with the same content, whichever API
 * instance wrote them. A page's rows include the one after it, so its next cursor counts too.
 */
export async function listVersion(rows: Promise<VersionRow[]>): Promise<string> {
  return (await rows)
    .map((row) => {
      const source = row.source_revision == null ? '' : `.${row.source_revision}`;
      return `${row.seq}.${row.revision}${source}`;
    })
    .join(',');
}

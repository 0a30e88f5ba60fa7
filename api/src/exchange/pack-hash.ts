import { createHash } from 'node:crypto';
import type { RecordKind } from '@portal/contract';

/**
 * The pack's content hash, fed one record at a time as the export streams: a line per record,
 * its kind (`icp`, `usp`), a tab, and the content as JSON (contract key order). Ids, revisions,
 * scope and lineage are not content, so an import of a pack into an empty workspace exports
 * again with the same hash.
 */
export function packHasher() {
  const hash = createHash('sha256');
  return {
    add: (kind: RecordKind, content: unknown) =>
      hash.update(`${kind}\t${JSON.stringify(content)}\n`),
    digest: () => `sha256:${hash.digest('hex')}`,
  };
}

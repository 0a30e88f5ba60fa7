import { createHash } from 'node:crypto';
import type { IcpContent, UspContent } from '@portal/contract';

/**
 * The pack's content hash, fed one record at a time as the export streams: a line per record,
 * `icp` or `usp`, a tab, and the content as JSON (contract key order). Ids, revisions, scope
 * and lineage are not content, so an import of a pack into an empty workspace exports again
 * with the same hash.
 */
export function packHasher() {
  const hash = createHash('sha256');
  return {
    icp: (content: IcpContent) => hash.update(`icp\t${JSON.stringify(content)}\n`),
    usp: (content: UspContent) => hash.update(`usp\t${JSON.stringify(content)}\n`),
    digest: () => `sha256:${hash.digest('hex')}`,
  };
}

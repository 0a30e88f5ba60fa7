import type { RecordKind } from '@portal/contract';
import type { Db } from '../db/connection';
import { KINDS } from '.';
import { type ArtifactRepository, createArtifactRepository } from './repository';

/**
 * The repository of records of `kind` on `db` (a transaction, for a copy's or an import's
 * writes), typed for any kind: callers that handle every kind alike take records and content
 * of the union.
 */
export const recordRepository = (db: Db, kind: RecordKind): ArtifactRepository<RecordKind> =>
  createArtifactRepository<RecordKind>(db, KINDS[kind]);

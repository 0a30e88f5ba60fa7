import type { ArtifactKind } from '../kinds';
import { canonical } from '../kinds/content-codec';

/*
 * A record's content as packs carry it, keys in the contract's order: the hash and the CSV
 * read these, so two records with the same content always give the same bytes.
 */
export const recordContent = <T = Record<string, unknown>>(kind: ArtifactKind, record: object) =>
  canonical<T>(kind.fields, record);

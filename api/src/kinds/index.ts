import type { RecordKind } from '@portal/contract';
import { ICP_KIND } from './icp';
import { USP_KIND } from './usp';
import { BRIEF_KIND } from './brief';
import type { ArtifactKind } from './kind';

/** Every artifact kind, by its record kind: what the generic machinery iterates over. */
export const KINDS: { readonly [K in RecordKind]: ArtifactKind<K> } = {
  icp: ICP_KIND,
  usp: USP_KIND,
  brief: BRIEF_KIND,
};

export { BRIEF_KIND, ICP_KIND, USP_KIND };
export type { ArtifactKind };
export type { ArtifactContent, ArtifactRecord, ContentOf, RecordOf, Selection } from './types';

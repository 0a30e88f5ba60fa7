import type {
  Icp,
  IcpContent,
  RecordKind,
  ResearchBrief,
  ResearchBriefContent,
  Usp,
  UspContent,
} from '@portal/contract';

/** Each kind's wire types, by its record kind: the one place TypeScript learns of a new kind. */
export interface KindTypes {
  icp: { record: Icp; content: IcpContent };
  usp: { record: Usp; content: UspContent };
  brief: { record: ResearchBrief; content: ResearchBriefContent };
}

export type RecordOf<K extends RecordKind> = KindTypes[K]['record'];
export type ContentOf<K extends RecordKind> = KindTypes[K]['content'];

/** A record of any kind, as the wire has it. */
export type ArtifactRecord = RecordOf<RecordKind>;
/** Any kind's content. */
export type ArtifactContent = ContentOf<RecordKind>;

/**
 * The records of an export of a selection (`?ids=`), read beforehand in list order: at most
 * EXCHANGE_LIMITS.exportIds of one kind. Without one, an export holds every record.
 */
export type Selection = Partial<Record<RecordKind, readonly ArtifactRecord[]>>;

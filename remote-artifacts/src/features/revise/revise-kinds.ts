import type {
  GenerationRef,
  Icp,
  IcpDraft,
  RevisionGeneration,
  Usp,
  UspDraft,
} from '@portal/contract';
import type { Change, RevisableKind } from '@portal/contract/change-list';
import { getIcp, updateIcp } from '../../api/icps';
import { reviseIcp, reviseUsp } from '../../api/revise';
import { getUsp, updateUsp } from '../../api/usps';
import { ARTIFACT_MESSAGES } from '../../messages';

/** A revise route's answer, of either kind. */
export interface RevisionAnswer {
  proposal: IcpDraft | UspDraft;
  changes: Change[];
  generation: RevisionGeneration;
}

/** A record a revision works on: an ICP or a USP as the API answers it. */
export type Revisable = Icp | Usp;

/**
 * What differs between revising an ICP and a USP (issue 39 §2): the route, how the record is
 * read again after a stale save, how it is saved (the normal update, with the revision it
 * was read at and the revision's token and proposal), and the words.
 */
export interface ReviseKind<T extends Revisable> {
  kind: RevisableKind;
  /** 'ICP', 'USP'. */
  label: string;
  /** The type staff release on the Instructions page, as its table names it. */
  instruction: string;
  revise: (
    record: T,
    request: string,
    personaId: string | null,
    signal: AbortSignal,
  ) => Promise<RevisionAnswer>;
  reload: (record: T) => Promise<T>;
  save: (record: T, content: Record<string, unknown>, generation: GenerationRef) => Promise<T>;
  /** The spec §8 fallback of a failed save. */
  saveFailed: string;
}

export const ICP_REVISION: ReviseKind<Icp> = {
  kind: 'icp',
  label: 'ICP',
  instruction: 'ICP Edit',
  revise: (icp, request, personaId, signal) =>
    reviseIcp(icp.tenantId, icp.id, { request, ...(personaId ? { personaId } : {}) }, signal),
  reload: (icp) => getIcp(icp.tenantId, icp.id),
  save: (icp, content, generation) =>
    updateIcp({
      id: icp.id,
      tenantId: icp.tenantId,
      workspaceId: icp.workspaceId,
      ...(content as IcpDraft),
      revision: icp.revision,
      generation,
    }),
  saveFailed: ARTIFACT_MESSAGES.updateIcp,
};

export const USP_REVISION: ReviseKind<Usp> = {
  kind: 'usp',
  label: 'USP',
  instruction: 'USP Edit',
  revise: (usp, request, _personaId, signal) =>
    reviseUsp(usp.tenantId, usp.id, { request }, signal),
  reload: (usp) => getUsp(usp.tenantId, usp.id),
  save: (usp, content, generation) =>
    updateUsp({
      id: usp.id,
      tenantId: usp.tenantId,
      workspaceId: usp.workspaceId,
      ...(content as UspDraft),
      revision: usp.revision,
      generation,
    }),
  saveFailed: ARTIFACT_MESSAGES.updateUsp,
};

/** Each kind's revision, as the dialog (one for both) looks it up. */
export const REVISE_KINDS: Record<RevisableKind, ReviseKind<Revisable>> = {
  icp: ICP_REVISION as ReviseKind<Revisable>,
  usp: USP_REVISION as ReviseKind<Revisable>,
};

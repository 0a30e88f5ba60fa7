import type { ReleaseVersionRequest, RollbackRequest } from '@portal/contract';
import * as releasesApi from './releases-api';
import { INSTRUCTION_MESSAGES } from '../../messages';
import { releaseRequestKey } from './use-release-requests';
import { useReleaseWrite } from './use-release-write';

/** An editor asks for a version to be released, with a note. */
export function useRequestRelease() {
  return useReleaseWrite(
    (asked: { promptId: string; version: string; note: string }) =>
      releasesApi.createReleaseRequest(asked.promptId, asked.version, { note: asked.note }),
    INSTRUCTION_MESSAGES.requestRelease,
  );
}

/** A releaser who did not ask approves the request or sends it back, with a comment. */
export function useReview(requestId: string) {
  return useReleaseWrite(
    (asked: { verdict: 'approve' | 'reject'; comment: string }) =>
      releasesApi.reviewReleaseRequest(requestId, asked.verdict, { comment: asked.comment }),
    INSTRUCTION_MESSAGES.reviewRequest,
  );
}

/** A comment on the request: only the request itself reloads. */
export function useComment(requestId: string) {
  return useReleaseWrite(
    (comment: string) => releasesApi.commentReleaseRequest(requestId, { comment }),
    INSTRUCTION_MESSAGES.commentRequest,
    releaseRequestKey(requestId),
  );
}

/** Releases the approved version to every tenant or to chosen ones, past the gate with a reason. */
export function useRelease(requestId: string) {
  return useReleaseWrite(
    (asked: ReleaseVersionRequest) => releasesApi.releaseVersion(requestId, asked),
    INSTRUCTION_MESSAGES.release,
  );
}

/** Gives the chosen tenants (or all on it) the release before `releaseId`. */
export function useRollback() {
  return useReleaseWrite((asked: RollbackRequest & { releaseId: string }) => {
    const { releaseId, ...request } = asked;
    return releasesApi.rollbackRelease(releaseId, request);
  }, INSTRUCTION_MESSAGES.rollback);
}

import type {
  IcpReviseRequest,
  IcpReviseResponse,
  UspReviseRequest,
  UspReviseResponse,
} from '@portal/contract';
import { postDraft } from './drafts';

const id = encodeURIComponent;

/** Revise with AI (issue 39 §2): the proposal and its change list; nothing is saved. */
export const reviseIcp = (
  tenantId: string,
  icpId: string,
  request: IcpReviseRequest,
  signal: AbortSignal,
) =>
  postDraft<IcpReviseResponse>(
    `/api/icp-onboarding/${id(tenantId)}/${id(icpId)}/revise`,
    request,
    signal,
  );

export const reviseUsp = (
  tenantId: string,
  uspId: string,
  request: UspReviseRequest,
  signal: AbortSignal,
) =>
  postDraft<UspReviseResponse>(
    `/api/usp-onboarding/${id(tenantId)}/${id(uspId)}/revise`,
    request,
    signal,
  );

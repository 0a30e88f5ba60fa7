import type { ReleaseRequestStatus } from '@portal/contract';
import { RELEASE_REQUEST_STATUSES } from '@portal/contract/limits';

/** The studio's panels under the edit view, each open or closed (`&show=preview`). */
export const STUDIO_PANELS = ['preview', 'test-cases'] as const;
export type StudioPanel = (typeof STUDIO_PANELS)[number];

/** What `?edit=` says for a new instruction; any other value is an instruction's id. */
const NEW_INSTRUCTION = 'new';

/**
 * Which view of the page the URL names, beside the table's query: the edit view of a new
 * instruction (`?edit=new`) or of an instruction's active version (`?edit=<id>`), with its
 * open studio panels (`&show=preview&show=test-cases`, issue 37), the list, one instruction's
 * history (`?history=<id>`) or two of its versions compared (`&from=<version>&to=<version>`),
 * the release requests of a status (`?requests=open`, issue 35) or one request
 * (`?request=<id>`, the list's status kept for the way back). In the URL so that Back and
 * Forward move between them and a link shows the same view.
 */
export type PageView =
  | { kind: 'list' }
  | { kind: 'edit'; promptId: string | null; panels: StudioPanel[] }
  | { kind: 'history'; promptId: string }
  | { kind: 'compare'; promptId: string; from: string; to: string }
  | { kind: 'requests'; status: ReleaseRequestStatus }
  | { kind: 'request'; requestId: string; status: ReleaseRequestStatus };

const KEYS = {
  edit: 'edit',
  show: 'show',
  history: 'history',
  from: 'from',
  to: 'to',
  requests: 'requests',
  request: 'request',
} as const;

/** The requests' status the URL names; anything else (or none) reads as the open ones. */
function requestStatus(params: URLSearchParams): ReleaseRequestStatus {
  const asked = params.get(KEYS.requests);
  return RELEASE_REQUEST_STATUSES.find((status) => status === asked) ?? 'open';
}

/** The open panels the URL names, in the studio's order; unknown names are left out. */
function openPanels(params: URLSearchParams): StudioPanel[] {
  const named = params.getAll(KEYS.show);
  return STUDIO_PANELS.filter((panel) => named.includes(panel));
}

export function readPageView(params: URLSearchParams): PageView {
  const edit = params.get(KEYS.edit);
  if (edit) {
    const promptId = edit === NEW_INSTRUCTION ? null : edit;
    return { kind: 'edit', promptId, panels: openPanels(params) };
  }
  const requestId = params.get(KEYS.request);
  if (requestId) return { kind: 'request', requestId, status: requestStatus(params) };
  if (params.has(KEYS.requests)) return { kind: 'requests', status: requestStatus(params) };
  const promptId = params.get(KEYS.history);
  if (!promptId) return { kind: 'list' };
  const from = params.get(KEYS.from);
  const to = params.get(KEYS.to);
  if (from && to) return { kind: 'compare', promptId, from, to };
  return { kind: 'history', promptId };
}

/** A copy of `params` naming `view`; the table's query keys stay, for the way back. */
export function writePageView(params: URLSearchParams, view: PageView): URLSearchParams {
  const next = new URLSearchParams(params);
  Object.values(KEYS).forEach((key) => next.delete(key));
  switch (view.kind) {
    case 'list':
      break;
    case 'edit':
      next.set(KEYS.edit, view.promptId ?? NEW_INSTRUCTION);
      view.panels.forEach((panel) => next.append(KEYS.show, panel));
      break;
    case 'requests':
      next.set(KEYS.requests, view.status);
      break;
    case 'request':
      next.set(KEYS.requests, view.status);
      next.set(KEYS.request, view.requestId);
      break;
    default:
      next.set(KEYS.history, view.promptId);
      if (view.kind === 'compare') {
        next.set(KEYS.from, view.from);
        next.set(KEYS.to, view.to);
      }
  }
  return next;
}

/** Which edit view a URL query names (`new`, an id), or null: moving elsewhere leaves it. */
export const editViewKey = (search: string) => new URLSearchParams(search).get(KEYS.edit) || null;

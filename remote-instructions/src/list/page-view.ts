/**
 * Which view of the page the URL names, beside the table's query: the list, one instruction's
 * history (`?history=<id>`) or two of its versions compared (`&from=<version>&to=<version>`).
 * In the URL so that Back and Forward move between them and a link shows the same view.
 */
export type PageView =
  | { kind: 'list' }
  | { kind: 'history'; promptId: string }
  | { kind: 'compare'; promptId: string; from: string; to: string };

const KEYS = { history: 'history', from: 'from', to: 'to' } as const;

export function readPageView(params: URLSearchParams): PageView {
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
  if (view.kind === 'list') return next;
  next.set(KEYS.history, view.promptId);
  if (view.kind === 'compare') {
    next.set(KEYS.from, view.from);
    next.set(KEYS.to, view.to);
  }
  return next;
}

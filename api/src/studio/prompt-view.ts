import type { Icp, ResearchBrief, Tenant, Usp, Workspace } from '@portal/contract';
import { PROMPT_VARIABLES } from '@portal/contract/template';

/** The records an instruction renders on; `icp` / `usp` when the request named one. */
export interface PromptRecords {
  tenant: Tenant;
  workspace: Workspace;
  icp?: Icp;
  usp?: Usp;
  /** An edit type's `request` (issue 39 §2): the staff's words, when a revision is asked for. */
  request?: string;
  /** The workspace's research brief (issue 39 §3), when it has one: the research.* variables. */
  research?: ResearchBrief;
}

export type ViewItem = Record<string, unknown>;
/** One value of a record: a text, a list of items (`list`) or a list of texts (`text-list`). */
export type ViewValue = string | ViewItem[] | string[];
/** One record's values keyed by the catalogue name after the record: `segments` of `icp.segments`. */
export type RecordView = Record<string, ViewValue>;
/**
 * What mustache renders on: `{ tenant: { name, … }, icp: { segments: [...] } }`, and the
 * values of their own (no record before the name): `{ request: '…' }`.
 */
export type PromptView = Record<string, RecordView | string>;

/**
 * One record's values for the catalogue variables named after it (the names follow the wire
 * shapes' paths), and only those: ids, tenant ids and revisions never reach a text. A list's
 * items keep only their catalogue fields.
 */
function recordView(record: string, source: Record<string, unknown>): RecordView {
  const view: RecordView = {};
  for (const variable of PROMPT_VARIABLES) {
    if (!variable.name.startsWith(`${record}.`)) continue;
    const key = variable.name.slice(record.length + 1);
    const value = source[key];
    if (variable.kind === 'text') view[key] = typeof value === 'string' ? value : '';
    else if (variable.kind === 'text-list') view[key] = Array.isArray(value) ? [...value] : [];
    else {
      const items = Array.isArray(value) ? (value as ViewItem[]) : [];
      view[key] = items.map((item) =>
        Object.fromEntries((variable.fields ?? []).map((field) => [field.name, item[field.name]])),
      );
    }
  }
  return view;
}

/** The view of the records; a record not chosen is absent, so its variables render empty. */
export function promptView({
  tenant,
  workspace,
  icp,
  usp,
  request,
  research,
}: PromptRecords): PromptView {
  const view: PromptView = {
    tenant: recordView('tenant', {
      name: tenant.name,
      primaryDomain: tenant.configuration.primaryDomain,
    }),
    workspace: recordView('workspace', workspace),
  };
  if (icp) view.icp = recordView('icp', icp);
  if (usp) view.usp = recordView('usp', usp);
  if (request !== undefined) view.request = request;
  if (research) view.research = recordView('research', research);
  return view;
}

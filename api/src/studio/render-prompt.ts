import type { RenderPromptRequest, RenderPromptResponse } from '@portal/contract';
import { notFound } from '../errors';
import { TENANT_NOT_FOUND, WORKSPACE_NOT_FOUND } from '../plugins/tenant-access';
import type { Caller, Repositories } from '../repositories';
import { KINDS } from '../kinds';
import { BoundedWriter } from './bounded-writer';
import { type PromptRecords, promptView } from './prompt-view';
import { listFieldsUsed, renderedVariables, renderWarnings, type Token } from './render-report';
import type { TemplateAnalysis } from '@portal/contract/template';
import { assertValidTemplate } from './template-check';

/** The repositories a render reads. */
export type RenderRepositories = Pick<
  Repositories,
  'tenants' | 'workspaces' | 'icps' | 'usps' | 'briefs'
>;

/**
 * The records a render names, as `caller` may reach them: the tenant, its workspace, an
 * ICP / USP of that workspace and the workspace's research brief (none yet: absent). Anything out of reach is the same 404 as a missing one (the
 * tenant-access hook has checked tenant and workspace already; a caller outside a route gets
 * the same rules here).
 */
export async function loadRecords(
  repos: RenderRepositories,
  caller: Caller,
  {
    tenantId,
    workspaceId,
    icpId,
    uspId,
  }: Omit<RenderPromptRequest, 'promptType' | 'promptContent'>,
): Promise<PromptRecords> {
  const [tenant, workspace, icp, usp, briefs] = await Promise.all([
    repos.tenants.findReachable(caller, tenantId),
    repos.workspaces.findReachable(caller, workspaceId),
    icpId === undefined ? undefined : repos.icps.find({ tenantId, workspaceId, id: icpId }),
    uspId === undefined ? undefined : repos.usps.find({ tenantId, workspaceId, id: uspId }),
    // Scoped by tenant and workspace like every read; held by the checks below all the same.
    repos.briefs.listByWorkspace(tenantId, workspaceId),
  ]);
  if (!tenant) throw notFound(TENANT_NOT_FOUND);
  if (workspace?.tenantId !== tenantId) throw notFound(WORKSPACE_NOT_FOUND);
  if (icpId !== undefined && !icp) throw notFound(KINDS.icp.notFound);
  if (uspId !== undefined && !usp) throw notFound(KINDS.usp.notFound);
  return { tenant, workspace, icp, usp, research: briefs[0] };
}

/**
 * The text an instruction gives the model for one workspace: `promptContent` (a draft or a
 * stored version) rendered with mustache on the records `request` names, HTML escaping off
 * (the model reads plain text). POST /api/prompts/render answers this; POST
 * /api/prompts/test-run sends its `text` to the model provider.
 *
 * Throws `ApiError` 400 UNKNOWN_VARIABLE / TEMPLATE_SYNTAX for a text the catalogue refuses
 * (checked before anything is read), 400 RENDER_TOO_LARGE past `RENDER_LIMITS`, 404 NOT_FOUND
 * for a tenant, workspace, ICP or USP the caller may not reach or that does not exist (an ICP /
 * USP must be of that workspace).
 */
export async function renderPrompt(
  repos: RenderRepositories,
  caller: Caller,
  request: RenderPromptRequest,
): Promise<RenderPromptResponse> {
  const { variables } = assertValidTemplate(request.promptType, request.promptContent);
  return rendered(request.promptContent, variables, await loadRecords(repos, caller, request));
}

/**
 * `promptContent` rendered on records already loaded (a draft renders the ICP form's content,
 * which is no stored record). Same checks and limits as renderPrompt.
 */
export function renderOn(
  { promptType, promptContent }: Pick<RenderPromptRequest, 'promptType' | 'promptContent'>,
  records: PromptRecords,
): RenderPromptResponse {
  const { variables } = assertValidTemplate(promptType, promptContent);
  return rendered(promptContent, variables, records);
}

function rendered(
  promptContent: string,
  variables: TemplateAnalysis['variables'],
  records: PromptRecords,
): RenderPromptResponse {
  const view = promptView(records);
  // A writer per render: mustache's shared one would keep every draft in its parse cache.
  const writer = new BoundedWriter();
  const tokens = writer.parse(promptContent) as Token[];
  const text = writer.render(promptContent, view, {}, { escape: String });
  return {
    text,
    variables: renderedVariables(variables, view),
    warnings: renderWarnings(variables, listFieldsUsed(tokens), view),
  };
}

import type { ResearchResponse, ResearchRunProgress } from '@portal/contract';
import { acme, enterpriseSales } from '@portal/shared/testing';

/** Company research (issue 39 §3, §5): what the API answers the research panel. */
export const BRIEF_URL = `/api/research-briefs/${acme.id}/workspace/${enterpriseSales.id}`;
export const START_RESEARCH_URL = '/api/research-briefs/research/runs';
export const LATEST_RESEARCH_URL = `${BRIEF_URL}/research-runs/latest`;
export const researchRunUrl = (runId = 'research-1') =>
  `/api/research-briefs/${acme.id}/research-runs/${runId}`;

export const proposal: ResearchResponse = {
  proposal: {
    name: 'Acme Corp',
    summary: 'Acme Corp plans freight for logistics operators in the EU.',
    offerings: ['Route planner', 'Rate-card import'],
    markets: ['EU 3PLs'],
    competitors: ['Transporeon'],
    signals: [],
    sources: [],
  },
  generation: {
    promptId: 'prompt-research',
    promptType: 'COMPANY_RESEARCH',
    version: '1.1',
    model: 'gpt-4o-mini',
    generatedAt: '2026-11-28T08:00:00.000Z',
    token: 'research-token',
  },
};

/** A research run as the API reads it back: running, started by the signed-in staff. */
export const researchRun = (overrides: Partial<ResearchRunProgress> = {}): ResearchRunProgress => ({
  id: 'research-1',
  status: 'running',
  startedBy: 'staff@example.com',
  startedAt: '2026-11-28T08:00:00.000Z',
  finishedAt: null,
  elapsedMs: 0,
  canCancel: true,
  tenantId: acme.id,
  workspaceId: enterpriseSales.id,
  result: null,
  ...overrides,
});

/** The run ended with the proposal to review. */
export const doneResearch = (overrides: Partial<ResearchRunProgress> = {}) =>
  researchRun({
    status: 'done',
    finishedAt: '2026-11-28T08:00:12.000Z',
    elapsedMs: 12_000,
    canCancel: false,
    result: proposal,
    ...overrides,
  });

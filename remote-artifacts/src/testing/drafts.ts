import type {
  DraftGeneration,
  GeneratedBy,
  Icp,
  IcpDraft,
  IcpDraftResponse,
  IcpReviseResponse,
  NoRelease,
  PersonaDraftResponse,
  RevisionGeneration,
  UspDraft,
  UspDraftResponse,
  UspReviseResponse,
} from '@portal/contract';
import { changeList } from '@portal/contract/change-list';
import { NO_RELEASE } from '@portal/contract/limits';
import { acme } from '@portal/shared/testing';
import { forecastingUsp, midMarketIcp } from './artifacts';

export const ICP_DRAFT_URL = '/api/icp-onboarding/draft';
export const PERSONA_DRAFT_URL = '/api/icp-onboarding/draft-personas';
export const USP_DRAFT_URL = '/api/usp-onboarding/draft';
export const PROVIDER_URL = '/api/model-provider';

export const openAiProvider = { kind: 'openai-compatible', model: 'gpt-4o-mini' } as const;
export const offlineProvider = { kind: 'offline', model: 'offline' } as const;

const generation = (promptType: DraftGeneration['promptType'], token: string) => ({
  promptId: `prompt-${promptType.toLowerCase()}`,
  promptType,
  version: '1.1',
  model: 'gpt-4o-mini',
  generatedAt: '2026-11-24T10:00:00.000Z',
  token,
});

export const icpDraftAnswer: IcpDraftResponse = {
  draft: {
    name: 'Freight forwarders',
    description: 'Mid-size forwarders moving sea and air cargo between Asia and Europe.',
    segments: [{ name: 'Ocean', description: 'Sea freight', details: 'Asia to EU' }],
    buyerPersonas: [
      { name: 'COO', description: 'Runs operations', isMobilizer: true, isBuyingCommittee: false },
    ],
  },
  generation: generation('ICP', 'icp-token'),
};

export const personaDraftAnswer: PersonaDraftResponse = {
  draft: {
    buyerPersonas: [
      { name: 'CFO', description: 'Signs off', isMobilizer: false, isBuyingCommittee: true },
      { name: 'IT lead', description: 'Checks fit', isMobilizer: false, isBuyingCommittee: true },
    ],
  },
  generation: { ...generation('BUYER_PERSONA', 'persona-token'), version: '1.0' },
};

export const uspDraftAnswer: UspDraftResponse = {
  draft: {
    name: 'Fast onboarding',
    differentiator: 'Live in a week, not a quarter.',
    products: ['Onboarding Kit', 'Data Bridge'],
    capabilities: ['Guided setup', 'CSV import'],
  },
  generation: generation('USP', 'usp-token'),
};

/** A record's lineage as the API answers it. */
export const generatedBy = (edited: boolean): GeneratedBy => {
  const { token: _token, ...info } = generation('ICP', '');
  return { ...info, edited };
};

export const unusableAnswer = {
  statusCode: 502,
  code: 'MODEL_ANSWER_UNUSABLE',
  message: "The model's answer could not be used: segments[0].name is required",
};

/** Issue 39 §2: the revise routes, and their answers (changes as the API makes them). */
export const icpReviseUrl = (icpId: string) => `/api/icp-onboarding/${acme.id}/${icpId}/revise`;
export const uspReviseUrl = (uspId: string) => `/api/usp-onboarding/${acme.id}/${uspId}/revise`;

const revision = (promptType: RevisionGeneration['promptType'], token: string) => ({
  ...generation(promptType, token),
  version: '1.0',
});

/** Mid-market SaaS revised: its name, Fintech's details, and a Healthcare segment added. */
export const icpProposal: IcpDraft = {
  ...toContent(midMarketIcp),
  name: 'Mid-market SaaS in Europe',
  segments: [
    { name: 'Fintech', description: 'Payments and lending', details: 'EU only' },
    { name: 'HR Tech', description: 'Payroll and HRIS', details: 'US only' },
    { name: 'Healthcare', description: 'Clinics and labs', details: 'EU' },
  ],
};

export const icpReviseAnswer: IcpReviseResponse = {
  proposal: icpProposal,
  changes: changeList('icp', midMarketIcp, icpProposal),
  generation: revision('ICP_EDIT', 'icp-edit-token'),
};

export const uspProposal: UspDraft = {
  name: forecastingUsp.name,
  differentiator: 'Forecasts within 2% of actuals, from day one.',
  products: ['Forecast Cloud', 'Forecast Mobile'],
  capabilities: forecastingUsp.capabilities,
};

export const uspReviseAnswer: UspReviseResponse = {
  proposal: uspProposal,
  changes: changeList('usp', forecastingUsp, uspProposal),
  generation: revision('USP_EDIT', 'usp-edit-token'),
};

/** The ICP's content as the wire carries it: no ids, no scope. */
function toContent(icp: Icp): IcpDraft {
  return {
    name: icp.name,
    description: icp.description,
    segments: icp.segments.map(({ name, description, details }) => ({
      name,
      description,
      details,
    })),
    buyerPersonas: icp.buyerPersonas.map(({ id: _id, ...persona }) => persona),
  };
}

/** The API's 404 for a tenant without a release of ICP_EDIT. */
export const noEditRelease: NoRelease = {
  statusCode: 404,
  code: NO_RELEASE,
  message: 'No ICP_EDIT instruction is released; release one first',
};

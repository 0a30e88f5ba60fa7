import type {
  DraftGeneration,
  GeneratedBy,
  IcpDraftResponse,
  PersonaDraftResponse,
  UspDraftResponse,
} from '@portal/contract';

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

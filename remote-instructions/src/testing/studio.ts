import type {
  Icp,
  PromptOverride,
  RenderPromptResponse,
  ResolvedPrompt,
  Usp,
} from '@portal/contract';
import { acme, enterpriseSales, globex } from '@portal/shared/testing';
import { icpV10, icpV11 } from './prompts';

export const RENDER_URL = '/api/prompts/render';
export const TEST_RUN_URL = '/api/prompts/test-run';
export const RESOLVE_URL = '/api/prompts/resolve';
export const PROVIDER_URL = '/api/model-provider';
export const OVERRIDES_URL = '/api/prompts/overrides';
export const ACME_ICPS_URL = `/api/icp-onboarding/${acme.id}/workspace/${enterpriseSales.id}`;
export const ACME_USPS_URL = `/api/usp-onboarding/${acme.id}/workspace/${enterpriseSales.id}`;

/** Acme's ICP with two segments and a persona without description. */
export const acmeIcp: Icp = {
  id: 'icp-enterprise',
  name: 'Enterprise buyers',
  description: 'Large companies with a security team',
  tenantId: acme.id,
  workspaceId: enterpriseSales.id,
  segments: [
    { id: 's-1', name: 'Banking', description: 'Banks', details: 'Regulated' },
    { id: 's-2', name: 'Insurance', description: 'Insurers', details: 'Risk-driven' },
  ],
  buyerPersonas: [
    {
      id: 'bp-1',
      name: 'CISO',
      description: '',
      isMobilizer: true,
      isBuyingCommittee: true,
    },
  ],
  revision: 1,
  updatedAt: '2026-01-15T08:00:00.000Z',
  updatedBy: null,
};

export const acmeUsp: Usp = {
  id: 'usp-speed',
  name: 'Fast onboarding',
  differentiator: 'Live in a day',
  products: ['Portal'],
  capabilities: ['SSO'],
  tenantId: acme.id,
  workspaceId: enterpriseSales.id,
  revision: 1,
  updatedAt: '2026-01-15T08:00:00.000Z',
  updatedBy: null,
};

export const DRAFT = 'Segments:\n{{#icp.segments}}- {{name}}\n{{/icp.segments}}Personas too.';

/** The draft rendered on acmeIcp. */
export const renderedDraft: RenderPromptResponse = {
  text: 'Segments:\n- Banking\n- Insurance\nPersonas too.',
  variables: [{ name: 'icp.segments', value: 'Banking\nInsurance' }],
  warnings: [
    {
      variable: 'icp.buyerPersonas[0].description',
      message: 'The persona CISO has no description',
    },
  ],
};

/** Acme's active instruction (the default, icpV11) rendered on acmeIcp. */
export const renderedActive: RenderPromptResponse = {
  text: 'Describe the ideal customer in three bullet points.',
  variables: [],
  warnings: [],
};

export const acmeResolved: ResolvedPrompt = {
  id: icpV11.id,
  version: icpV11.version,
  promptType: 'ICP',
  promptContent: icpV11.promptContent,
  source: 'default',
};

/** Globex pinned to the older ICP version. */
export const globexPin: PromptOverride = {
  id: 'o-globex-icp',
  tenantId: globex.id,
  tenantName: globex.name,
  promptType: 'ICP',
  kind: 'pin',
  promptId: icpV10.id,
  version: icpV10.version,
  promptContent: icpV10.promptContent,
  updatedAt: '2025-03-02T09:00:00.000Z',
  author: 'admin@example.com',
};

/** Acme's own ICP text. */
export const acmeVariant: PromptOverride = {
  id: 'o-acme-icp',
  tenantId: acme.id,
  tenantName: acme.name,
  promptType: 'ICP',
  kind: 'variant',
  promptId: null,
  version: '1.1',
  promptContent: 'Acme wants {{tenant.name}} first.',
  updatedAt: '2025-03-03T10:00:00.000Z',
  author: 'admin@example.com',
};

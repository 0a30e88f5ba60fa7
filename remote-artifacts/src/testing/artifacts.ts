import type { Icp, Usp } from '@portal/contract';
import { acme, enterpriseSales, smb } from '@portal/shared/testing';

export const icpsUrl = (workspaceId = enterpriseSales.id) =>
  `/api/icp-onboarding/${acme.id}/workspace/${workspaceId}`;
export const uspsUrl = (workspaceId = enterpriseSales.id) =>
  `/api/usp-onboarding/${acme.id}/workspace/${workspaceId}`;

export const midMarketIcp: Icp = {
  id: 'icp-mid-market',
  name: 'Mid-market SaaS',
  description: 'B2B software companies with 200 to 2,000 employees and a sales-led motion.',
  tenantId: acme.id,
  workspaceId: enterpriseSales.id,
  segments: [
    { id: 'seg-1', name: 'Fintech', description: 'Payments and lending', details: 'EU and US' },
    { id: 'seg-2', name: 'HR Tech', description: 'Payroll and HRIS', details: 'US only' },
  ],
  buyerPersonas: [
    {
      id: 'per-1',
      name: 'VP Sales',
      description: 'Owns the number',
      isMobilizer: true,
      isBuyingCommittee: true,
    },
  ],
  revision: 3,
  updatedAt: '2026-03-02T09:30:00.000Z',
  updatedBy: 'staff@example.com',
};

export const healthcareIcp: Icp = {
  id: 'icp-healthcare',
  name: 'Regional hospitals',
  description: 'Hospital groups modernising their patient intake.',
  tenantId: acme.id,
  workspaceId: enterpriseSales.id,
  segments: [],
  buyerPersonas: [],
  revision: 1,
  updatedAt: '2026-01-15T08:00:00.000Z',
  updatedBy: null,
};

export const smbIcp: Icp = {
  ...healthcareIcp,
  id: 'icp-smb',
  name: 'Local retailers',
  workspaceId: smb.id,
};

export const forecastingUsp: Usp = {
  id: 'usp-forecasting',
  name: 'Accurate forecasting',
  differentiator: 'Forecasts within 3% of actuals, from day one.',
  products: ['Forecast Cloud', 'Pipeline Inspector'],
  capabilities: ['Deal scoring', 'Rollups by region', 'Scenario planning'],
  tenantId: acme.id,
  workspaceId: enterpriseSales.id,
  revision: 1,
  updatedAt: '2026-02-10T14:45:00.000Z',
  updatedBy: 'staff@example.com',
};

export const coachingUsp: Usp = {
  id: 'usp-coaching',
  name: 'Coaching at scale',
  differentiator: 'Every call reviewed.',
  products: ['Call Coach'],
  capabilities: ['Call transcripts'],
  tenantId: acme.id,
  workspaceId: enterpriseSales.id,
  revision: 1,
  updatedAt: '2026-01-15T08:00:00.000Z',
  updatedBy: null,
};

/** An answer that arrives only when the test says so: `[status, body]`. */
export function deferredReply() {
  let answer: (reply: [number, unknown]) => void = () => {};
  const reply = new Promise<[number, unknown]>((resolve) => {
    answer = resolve;
  });
  return { reply: () => reply, answer };
}

/** A big workspace's ICPs: 'ICP 1' … `ICP ${count}`, in list order. */
export const manyIcps = (count: number): Icp[] =>
  Array.from({ length: count }, (_, i) => ({
    ...healthcareIcp,
    id: `icp-${i + 1}`,
    name: `ICP ${i + 1}`,
    description: `Profile number ${i + 1}`,
  }));

/** A big workspace's USPs: 'USP 1' … `USP ${count}`, in list order. */
export const manyUsps = (count: number): Usp[] =>
  Array.from({ length: count }, (_, i) => ({
    ...coachingUsp,
    id: `usp-${i + 1}`,
    name: `USP ${i + 1}`,
  }));

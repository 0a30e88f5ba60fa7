import type { CreateIcpRequest, CreateUspRequest } from '@portal/contract';
import type { Repositories } from '../repositories';

type SeedIcp = Omit<CreateIcpRequest, 'tenantId' | 'workspaceId'>;
type SeedUsp = Omit<CreateUspRequest, 'tenantId' | 'workspaceId'>;

/** Demo ICPs and USPs of Acme Corp / Enterprise Sales (Acme / SMB stays empty on purpose). */
export const SEED_ONBOARDING: {
  tenant: string;
  workspace: string;
  icps: SeedIcp[];
  usps: SeedUsp[];
} = {
  tenant: 'Acme Corp',
  workspace: 'Enterprise Sales',
  icps: [
    {
      name: 'Mid-market SaaS revenue teams',
      description:
        'B2B software companies with 200–2,000 employees running a sales-led motion and a RevOps function that owns the CRM.',
      segments: [
        {
          name: 'Series B–D SaaS scale-ups',
          description: 'Venture-backed SaaS vendors doubling ARR and hiring AEs every quarter.',
          details: 'ARR $20–150M; 30+ quota-carrying reps; Salesforce or HubSpot Enterprise.',
        },
        {
          name: 'Vertical SaaS leaders',
          description:
            'Category leaders selling into one industry such as healthcare or logistics.',
          details: 'Long sales cycles (90–180 days); compliance reviews in most deals.',
        },
        {
          name: 'PLG companies adding sales',
          description:
            'Product-led companies layering an enterprise sales team on top of self-serve.',
          details:
            'Product usage data available; first enterprise AEs hired in the last 12 months.',
        },
      ],
      buyerPersonas: [
        {
          name: 'VP of Revenue Operations',
          description: 'Owns forecasting, territory design and the sales tech stack.',
          isMobilizer: true,
          isBuyingCommittee: true,
        },
        {
          name: 'Chief Revenue Officer',
          description: 'Signs off on the budget; measured on net new ARR and win rate.',
          isMobilizer: false,
          isBuyingCommittee: true,
        },
        {
          name: 'Sales Enablement Manager',
          isMobilizer: true,
          isBuyingCommittee: false,
        },
      ],
    },
    {
      name: 'Enterprise IT security buyers',
      description:
        'Organisations with 5,000+ employees whose security team must approve every new SaaS vendor.',
      segments: [
        {
          name: 'Regulated financial services',
          description: 'Banks, insurers and asset managers under SOC 2, ISO 27001 and DORA.',
          details: 'Vendor risk questionnaires of 300+ questions; on-site audits possible.',
        },
        {
          name: 'Global manufacturers',
          description: 'Multi-plant manufacturers consolidating tools across regions.',
          details: 'SSO via Azure AD required; data residency in the EU for European plants.',
        },
      ],
      buyerPersonas: [
        {
          name: 'CISO',
          description: 'Final say on vendor risk; cares about audit evidence and SSO.',
          isMobilizer: false,
          isBuyingCommittee: true,
        },
        {
          name: 'IT Procurement Lead',
          description: 'Runs the RFP and negotiates multi-year terms.',
          isMobilizer: true,
          isBuyingCommittee: true,
        },
      ],
    },
  ],
  usps: [
    {
      name: 'Pipeline intelligence',
      differentiator:
        'The only platform that scores every open deal from live email and calendar activity, not from what reps remember to type into the CRM.',
      products: ['Acme Forecast', 'Acme Deal Rooms'],
      capabilities: [
        'Activity capture from Gmail, Outlook and Zoom',
        'Deal risk scoring updated hourly',
        'Forecast roll-ups by territory and segment',
      ],
    },
    {
      name: 'Enterprise-grade governance',
      differentiator:
        'SOC 2 Type II and ISO 27001 certified, with EU data residency and customer-managed keys on every plan.',
      products: ['Acme Platform'],
      capabilities: [
        'SAML SSO and SCIM provisioning',
        'Field-level audit log',
        'Customer-managed encryption keys',
      ],
    },
  ],
};

/** Creates the demo ICPs and USPs missing from the workspace (matched by name). */
export async function seedOnboarding(
  repos: Repositories,
  tenantId: string,
  workspaceId: string,
): Promise<{ createdIcps: number; createdUsps: number }> {
  const scope = { tenantId, workspaceId };
  const icpNames = new Set(
    (await repos.icps.listByWorkspace(tenantId, workspaceId)).map((i) => i.name),
  );
  const uspNames = new Set(
    (await repos.usps.listByWorkspace(tenantId, workspaceId)).map((u) => u.name),
  );
  const icps = SEED_ONBOARDING.icps.filter((icp) => !icpNames.has(icp.name));
  const usps = SEED_ONBOARDING.usps.filter((usp) => !uspNames.has(usp.name));
  for (const icp of icps) await repos.icps.create({ ...scope, ...icp }, null);
  for (const usp of usps) await repos.usps.create({ ...scope, ...usp }, null);
  return { createdIcps: icps.length, createdUsps: usps.length };
}

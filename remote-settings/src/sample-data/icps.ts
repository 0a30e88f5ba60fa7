import type { StatFigure } from '../components/stat-cards';

// Hard-coded sample figures of the static ICP Management page (spec §2, §9).

export const ICP_FIGURES: StatFigure[] = [
  { label: 'Total ICPs', value: 24 },
  { label: 'Active', value: 18, tone: 'success' },
  { label: 'Templates', value: 6 },
  { label: 'Avg. Fit Score', value: 87, suffix: '%' },
];

export interface SampleIcp {
  id: string;
  name: string;
  industry: string;
  companySize: string;
  segments: number;
  personas: number;
  status: 'Active' | 'Draft';
}

export const SAMPLE_ICPS: SampleIcp[] = [
  {
    id: 'sample-icp-1',
    name: 'Enterprise SaaS Buyers',
    industry: 'Software',
    companySize: '1,000+ employees',
    segments: 3,
    personas: 4,
    status: 'Active',
  },
  {
    id: 'sample-icp-2',
    name: 'Mid-Market Manufacturers',
    industry: 'Manufacturing',
    companySize: '200–1,000 employees',
    segments: 2,
    personas: 3,
    status: 'Active',
  },
  {
    id: 'sample-icp-3',
    name: 'Regional Healthcare Providers',
    industry: 'Healthcare',
    companySize: '50–500 employees',
    segments: 2,
    personas: 2,
    status: 'Draft',
  },
];

export interface IcpTemplate {
  id: string;
  name: string;
  description: string;
  uses: number;
}

export const ICP_TEMPLATES: IcpTemplate[] = [
  {
    id: 'template-b2b-tech',
    name: 'B2B Technology',
    description: 'Software and IT buyers with a technical evaluation step.',
    uses: 9,
  },
  {
    id: 'template-financial',
    name: 'Financial Services',
    description: 'Banks and insurers with long, compliance-led buying cycles.',
    uses: 5,
  },
  {
    id: 'template-retail',
    name: 'Retail & E-commerce',
    description: 'Merchants that buy on seasonality and conversion gains.',
    uses: 4,
  },
];

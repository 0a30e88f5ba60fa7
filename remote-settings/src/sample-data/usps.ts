import type { StatFigure } from '../components/stat-cards';

// Hard-coded sample figures of the static USP Management page (spec §2, §9).

export const USP_FIGURES: StatFigure[] = [
  { label: 'Total USPs', value: 16 },
  { label: 'Categories', value: 4 },
  { label: 'Avg. Rating', value: 4.4, precision: 1 },
  { label: 'Rated 4+', value: 12, tone: 'success' },
];

export interface UspCategory {
  name: string;
  count: number;
  color: string;
}

export const USP_CATEGORIES: UspCategory[] = [
  { name: 'Product', count: 6, color: 'blue' },
  { name: 'Service', count: 4, color: 'green' },
  { name: 'Pricing', count: 3, color: 'gold' },
  { name: 'Support', count: 3, color: 'purple' },
];

export interface SampleUsp {
  id: string;
  name: string;
  category: string;
  description: string;
  rating: number;
}

export const SAMPLE_USPS: SampleUsp[] = [
  {
    id: 'sample-usp-1',
    name: 'AI-Powered Lead Scoring',
    category: 'Product',
    description: 'Ranks every inbound lead against the ICP so reps call the best fits first.',
    rating: 4.5,
  },
  {
    id: 'sample-usp-2',
    name: 'Dedicated Onboarding Team',
    category: 'Service',
    description: 'A named specialist sets up each workspace within the first two weeks.',
    rating: 4,
  },
  {
    id: 'sample-usp-3',
    name: 'Transparent Usage Pricing',
    category: 'Pricing',
    description: 'One price per active seat, no platform fee and no annual lock-in.',
    rating: 5,
  },
  {
    id: 'sample-usp-4',
    name: '24/7 Expert Support',
    category: 'Support',
    description: 'Answers from product experts around the clock, in under an hour.',
    rating: 3.5,
  },
];

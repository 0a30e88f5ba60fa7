import type { StatFigure } from '../components/stat-cards';

// Spec §2 and §9: hard-coded sample figures of the static User Management page.

export const USER_FIGURES: StatFigure[] = [
  { label: 'Total Users', value: 245 },
  { label: 'Active', value: 189, tone: 'success' },
  { label: 'Pending', value: 12, tone: 'warning' },
  { label: 'Inactive', value: 44, tone: 'muted' },
];

export interface SampleUser {
  id: string;
  name: string;
  email: string;
  role: string;
  status: 'Active' | 'Pending' | 'Inactive';
  lastActive: string;
}

export const SAMPLE_USERS: SampleUser[] = [
  {
    id: 'sample-user-1',
    name: 'Sarah Johnson',
    email: 'sarah.johnson@acme.com',
    role: 'Administrator',
    status: 'Active',
    lastActive: '2 hours ago',
  },
];

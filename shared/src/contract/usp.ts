/** Unique selling proposition, scoped to one tenant and workspace. */
export interface Usp {
  id: string;
  name: string;
  differentiator: string;
  products: string[];
  capabilities: string[];
  tenantId: string;
  workspaceId: string;
}

/** POST /api/usp-onboarding */
export type CreateUspRequest = Omit<Usp, 'id'>;

/** PUT /api/usp-onboarding/{uspId} */
export type UpdateUspRequest = Usp;

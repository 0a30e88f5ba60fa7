/** An ICP segment as stored; `id` is the server's. */
export interface Segment {
  id: string;
  name: string;
  description: string;
  details: string;
}

/** A buyer persona as stored; the form calls isBuyingCommittee "isCommittee". */
export interface BuyerPersona {
  id: string;
  name: string;
  /** Optional: empty string when not given. */
  description: string;
  isMobilizer: boolean;
  isBuyingCommittee: boolean;
}

/** Ideal customer profile, scoped to one tenant and workspace. */
export interface Icp {
  id: string;
  name: string;
  description: string;
  tenantId: string;
  workspaceId: string;
  segments: Segment[];
  buyerPersonas: BuyerPersona[];
}

/** Children are sent without ids (client-generated ids are removed before sending). */
export type SegmentInput = Omit<Segment, 'id'>;
export type BuyerPersonaInput = Omit<BuyerPersona, 'id' | 'description'> & { description?: string };

/** POST /api/icp-onboarding */
export interface CreateIcpRequest {
  tenantId: string;
  workspaceId: string;
  name: string;
  description: string;
  segments: SegmentInput[];
  buyerPersonas: BuyerPersonaInput[];
}

/** PUT /api/icp-onboarding/{tenantId}/{icpId}: any of the fields may be sent. */
export interface UpdateIcpRequest {
  id: string;
  tenantId: string;
  workspaceId: string;
  name?: string;
  description?: string;
  segments?: SegmentInput[];
  buyerPersonas?: BuyerPersonaInput[];
}

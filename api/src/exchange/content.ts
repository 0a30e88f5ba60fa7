import type { Icp, IcpContent, Usp, UspContent } from '@portal/contract';

/*
 * A record's content as packs carry it, keys in the contract's order: the hash and the CSV
 * read these, so two records with the same content always give the same bytes.
 */

export const icpContent = (icp: Icp): IcpContent => ({
  name: icp.name,
  description: icp.description,
  segments: icp.segments.map(({ name, description, details }) => ({ name, description, details })),
  buyerPersonas: icp.buyerPersonas.map(({ name, description, isMobilizer, isBuyingCommittee }) => ({
    name,
    description,
    isMobilizer,
    isBuyingCommittee,
  })),
});

export const uspContent = (usp: Usp): UspContent => ({
  name: usp.name,
  differentiator: usp.differentiator,
  products: [...usp.products],
  capabilities: [...usp.capabilities],
});

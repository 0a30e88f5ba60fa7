import { randomUUID } from 'node:crypto';
import type { BuyerPersona, BuyerPersonaInput, Segment, SegmentInput } from '@portal/contract';

/**
 * Row <-> wire mapping of an ICP's children. Stored strings are trimmed (the API has already
 * refused blank required ones); ids are new on every write, as the client sends none.
 */
export const segmentRows = (icpId: string, segments: SegmentInput[]) =>
  segments.map((s, position) => ({
    icp_id: icpId,
    position,
    id: randomUUID(),
    name: s.name.trim(),
    description: s.description.trim(),
    details: s.details.trim(),
  }));

export const personaRows = (icpId: string, personas: BuyerPersonaInput[]) =>
  personas.map((p, position) => ({
    icp_id: icpId,
    position,
    id: randomUUID(),
    name: p.name.trim(),
    description: (p.description ?? '').trim(),
    is_mobilizer: p.isMobilizer ? 1 : 0,
    is_buying_committee: p.isBuyingCommittee ? 1 : 0,
  }));

export const toSegment = (row: Segment): Segment => ({
  id: row.id,
  name: row.name,
  description: row.description,
  details: row.details,
});

export const toPersona = (row: {
  id: string;
  name: string;
  description: string;
  is_mobilizer: boolean | number;
  is_buying_committee: boolean | number;
}): BuyerPersona => ({
  id: row.id,
  name: row.name,
  description: row.description,
  isMobilizer: Boolean(row.is_mobilizer),
  isBuyingCommittee: Boolean(row.is_buying_committee),
});

import type { CreateIcpRequest, Icp } from '@portal/contract';

/** A segment in the form; `id` only keys it on screen and is never sent. */
export interface SegmentFormValues {
  id: string;
  name: string;
  description: string;
  details: string;
}

/** A buyer persona in the form: `isCommittee` is `isBuyingCommittee` on the wire. */
export interface PersonaFormValues {
  id: string;
  name: string;
  description: string;
  isMobilizer: boolean;
  isCommittee: boolean;
}

/** The ICP form (spec §3): `customerDescription` is the ICP's `description`. */
export interface IcpFormValues {
  name: string;
  customerDescription: string;
  segments: SegmentFormValues[];
  buyerPersonas: PersonaFormValues[];
}

/** The ICP's own fields as sent on create and update. */
export type IcpFields = Omit<CreateIcpRequest, 'tenantId' | 'workspaceId'>;

let lastClientId = 0;

/** An id for an entry added in the form, unique within this page. */
export function clientId(kind: 'segment' | 'persona'): string {
  lastClientId += 1;
  return `new-${kind}-${lastClientId}`;
}

export function emptySegment(): SegmentFormValues {
  return { id: clientId('segment'), name: '', description: '', details: '' };
}

export function emptyPersona(): PersonaFormValues {
  return {
    id: clientId('persona'),
    name: '',
    description: '',
    isMobilizer: false,
    isCommittee: false,
  };
}

/** The form's starting values: the ICP's, or empty for a new one. */
export function toIcpFormValues(icp?: Icp | null): IcpFormValues {
  if (!icp) return { name: '', customerDescription: '', segments: [], buyerPersonas: [] };
  return {
    name: icp.name,
    customerDescription: icp.description,
    segments: icp.segments.map(({ id, name, description, details }) => ({
      id,
      name,
      description,
      details,
    })),
    buyerPersonas: icp.buyerPersonas.map((persona) => ({
      id: persona.id,
      name: persona.name,
      description: persona.description,
      isMobilizer: persona.isMobilizer,
      isCommittee: persona.isBuyingCommittee,
    })),
  };
}

/** What the form sends: wire names, and no client ids on segments or personas. */
export function toIcpFields(values: IcpFormValues): IcpFields {
  return {
    name: values.name,
    description: values.customerDescription,
    segments: (values.segments ?? []).map(({ name, description, details }) => ({
      name,
      description,
      details,
    })),
    buyerPersonas: (values.buyerPersonas ?? []).map((persona) => ({
      name: persona.name,
      description: persona.description ?? '',
      isMobilizer: Boolean(persona.isMobilizer),
      isBuyingCommittee: Boolean(persona.isCommittee),
    })),
  };
}

/** Whether two states of the form would send the same ICP (ids and order of keys aside). */
export function sameIcpFields(a: IcpFormValues, b: IcpFormValues): boolean {
  return JSON.stringify(toIcpFields(a)) === JSON.stringify(toIcpFields(b));
}

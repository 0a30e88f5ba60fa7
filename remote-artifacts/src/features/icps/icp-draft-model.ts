import type { BuyerPersonaInput, IcpDraft } from '@portal/contract';
import {
  clientId,
  toIcpFields,
  type IcpFormValues,
  type PersonaFormValues,
} from './icp-form-model';

// Apart from icp-form-model: only the draft code, loaded when asked for, needs these.

function toPersonaFormValues(persona: BuyerPersonaInput): PersonaFormValues {
  return {
    id: clientId('persona'),
    name: persona.name,
    description: persona.description ?? '',
    isMobilizer: persona.isMobilizer,
    isCommittee: persona.isBuyingCommittee,
  };
}

/** The form filled from a drafted ICP (issue 21), for review before it is saved. */
export function fromIcpDraft(draft: IcpDraft): IcpFormValues {
  return {
    name: draft.name,
    customerDescription: draft.description,
    segments: draft.segments.map((segment) => ({ id: clientId('segment'), ...segment })),
    buyerPersonas: draft.buyerPersonas.map(toPersonaFormValues),
  };
}

/**
 * The form's personas with the suggested ones after them, as many as fit under `limit`;
 * `left` counts those that did not.
 */
export function appendPersonas(
  current: PersonaFormValues[],
  suggested: BuyerPersonaInput[],
  limit: number,
): { personas: PersonaFormValues[]; added: number; left: number } {
  const added = Math.max(0, Math.min(suggested.length, limit - current.length));
  return {
    personas: [...current, ...suggested.slice(0, added).map(toPersonaFormValues)],
    added,
    left: suggested.length - added,
  };
}

/** The ICP the persona instruction reads: the form's content as typed, without ids. */
export function icpForPersonas(values: IcpFormValues) {
  const { name, description, segments } = toIcpFields(values);
  return { name, description, segments };
}

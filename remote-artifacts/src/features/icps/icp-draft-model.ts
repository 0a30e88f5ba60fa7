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

/** A persona's name as compared: 'CFO' is ' cfo ' (issue 39: no persona proposed twice). */
const nameKey = (name: string | undefined) => (name ?? '').trim().toLocaleLowerCase();

/**
 * The form's personas with the suggested ones after them: a suggestion whose name the form
 * (or an earlier suggestion) already has is left out (`known` counts them), and of the new ones
 * as many as fit under `limit` join (`left` counts those that did not).
 */
export function appendPersonas(
  current: PersonaFormValues[],
  suggested: BuyerPersonaInput[],
  limit: number,
): { personas: PersonaFormValues[]; added: number; left: number; known: number } {
  const names = new Set(current.map((persona) => nameKey(persona.name)));
  const fresh = suggested.filter((persona) => {
    const key = nameKey(persona.name);
    if (names.has(key)) return false;
    names.add(key);
    return true;
  });
  const added = Math.max(0, Math.min(fresh.length, limit - current.length));
  return {
    personas: [...current, ...fresh.slice(0, added).map(toPersonaFormValues)],
    added,
    left: fresh.length - added,
    known: suggested.length - fresh.length,
  };
}

/** The ICP the persona instruction reads: the form's content as typed, without ids. */
export function icpForPersonas(values: IcpFormValues) {
  const { name, description, segments } = toIcpFields(values);
  return { name, description, segments };
}

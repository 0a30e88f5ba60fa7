import type { CreateUspRequest, Usp } from '@portal/contract';
import { USP_LIMITS } from '@portal/contract/limits';

/** The USP form as typed: products and capabilities one per line. */
export interface UspFormValues {
  name: string;
  products: string;
  differentiator: string;
  capabilities: string;
}

/** Spec §3: fields older screens read, derived from the others; never sent. */
export interface LegacyUspFields {
  /** = name */
  product: string;
  /** = differentiator */
  summary: string;
  /** = capabilities joined by newlines */
  USP: string;
}

export type UspFormModel = UspFormValues & LegacyUspFields;

/** The USP's own fields as sent on create and update (spec §7). */
export type UspFields = Omit<CreateUspRequest, 'tenantId' | 'workspaceId'>;

/** Spec §5: one entry per line, empty lines dropped. */
export function splitLines(text: string | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** The form as a USP's content fills it (a stored USP, a draft): lists one per line. */
export function toUspFormValues(usp?: UspFields | null): UspFormValues {
  return {
    name: usp?.name ?? '',
    products: (usp?.products ?? []).join('\n'),
    differentiator: usp?.differentiator ?? '',
    capabilities: (usp?.capabilities ?? []).join('\n'),
  };
}

/** The form's model of a USP (empty for a new one), with the legacy fields derived. */
export function toUspFormModel(usp?: Usp | null): UspFormModel {
  const values = toUspFormValues(usp);
  return {
    ...values,
    product: values.name,
    summary: values.differentiator,
    USP: values.capabilities,
  };
}

/** What the tab's search looks in, and how its box says so. */
export const USP_SEARCH = {
  texts: (usp: Usp) => [usp.name, usp.differentiator],
  placeholder: 'Search by name or differentiator',
};

/** What the form sends: lists split by line; none of the legacy fields. */
export function toUspFields(values: UspFormValues): UspFields {
  return {
    name: values.name,
    differentiator: values.differentiator,
    products: splitLines(values.products),
    capabilities: splitLines(values.capabilities),
  };
}

/** Why a one-per-line list cannot be sent as typed, or null when it can. */
export function lineListProblem(text: string | undefined, noun: string): string | null {
  const lines = splitLines(text);
  if (lines.length > USP_LIMITS.items) {
    return `At most ${USP_LIMITS.items} ${noun} are allowed`;
  }
  if (lines.some((line) => line.length > USP_LIMITS.item)) {
    return `Each line must be at most ${USP_LIMITS.item} characters`;
  }
  return null;
}

/** Whether two states of the form would send the same USP. */
export function sameUspFields(a: UspFormValues, b: UspFormValues): boolean {
  return JSON.stringify(toUspFields(a)) === JSON.stringify(toUspFields(b));
}

import type {
  GateResult,
  ReleaseEvent,
  ReleaseRequestDetail,
  ReleaseRequestStatus,
  ReleaseRequestSummary,
  TenantSet,
} from '@portal/contract';
import { instructionTypeLabel } from '../../instructions/instruction-types';
import { runSummary } from '../test-cases/test-case-text';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** 'Acme Corp', 'Acme Corp and Globex', 'Acme Corp, Globex and Initech'. */
function listed(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** How many tenants a set holds, named or not. */
export const tenantCount = (set: TenantSet) => set.tenants.length + set.others;

/**
 * Tenants as the API lets the reader see them: those it reaches by name, the rest counted
 * ('Acme Corp and 2 other tenants', '3 tenants'); null is every tenant.
 */
export function tenantsText(set: TenantSet | null): string {
  if (set === null) return 'every tenant';
  const names = set.tenants.map((tenant) => tenant.name);
  if (names.length === 0) return set.others === 0 ? 'no tenant' : plural(set.others, 'tenant');
  if (set.others === 0) return listed(names);
  return `${names.join(', ')} and ${plural(set.others, 'other tenant')}`;
}

/** 'Released to Acme Corp; 4 tenants to go', or to every tenant once none is left. */
export function rolloutText({ releasedTo, remaining }: ReleaseRequestDetail['rollout']): string {
  if (tenantCount(releasedTo) === 0) return 'Not released to any tenant yet.';
  const left = tenantCount(remaining);
  if (left === 0) return `Released to ${tenantsText(releasedTo)}: every tenant has it.`;
  return `Released to ${tenantsText(releasedTo)}; ${plural(left, 'tenant')} to go.`;
}

/** '27 Nov 2026': the day a release was made. */
export const releasedOn = (at: string) =>
  new Date(at).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** A moment, as the rest of the instruction pages show one. */
export const shownAt = (at: string) => new Date(at).toLocaleString();

/** 'ICP V1.4': the version a request names. */
export const requestedVersion = (request: Pick<ReleaseRequestSummary, 'promptType' | 'version'>) =>
  `${instructionTypeLabel(request.promptType)} V${request.version}`;

/** A request's status in the words of its screens: 'rejected' is one sent back. */
export const REQUEST_STATUS_LABELS: Record<ReleaseRequestStatus, string> = {
  open: 'Open',
  approved: 'Approved',
  released: 'Released',
  rejected: 'Sent back',
  stale: 'Stale',
};

export const GATE_LABELS: Record<GateResult['status'], string> = {
  passed: 'Passed',
  failing: 'Failing',
  'not-run': 'Not run',
  'no-cases': 'No test cases',
};

/** The gate in a sentence: what a releaser reads before releasing. */
export function gateSentence(gate: GateResult, typeLabel: string): string {
  switch (gate.status) {
    case 'passed':
      return `${runSummary(gate)} on this version.`;
    case 'failing':
      return `${runSummary(gate)} on this version; a failing case blocks the release.`;
    case 'not-run':
      return `${runSummary(gate)} on this version; a case without a result on its exact text blocks the release.`;
    case 'no-cases':
      return `The ${typeLabel} type has no test cases, so nothing gates this release.`;
  }
}

/** The gate in a few words, for the release history: 'passed (3 of 3)'. */
export function gateSummary(gate: GateResult): string {
  if (gate.status === 'no-cases') return 'no test cases';
  return `${GATE_LABELS[gate.status].toLowerCase()} (${runSummary(gate)})`;
}

/** Whether releasing needs a written reason: the gate is not green. */
export const gateBlocks = (gate: GateResult) =>
  gate.status === 'failing' || gate.status === 'not-run';

/** What an event of the release history did, as its heading. */
export function eventTitle(event: ReleaseEvent): string {
  switch (event.kind) {
    case 'release':
      return `Released V${event.version}`;
    case 'rollback':
      return `Rolled back to V${event.version}`;
    case 'override':
      return 'Override changed';
    case 'initial':
      return `First release: V${event.version}`;
  }
}

/**
 * The type's history spans its instructions: an event of another instruction than the one
 * whose history is open says which, so "V1.1" is never read as this instruction's V1.1.
 */
export function ofInstruction(
  event: ReleaseEvent,
  shownId: string,
  describe: (promptId: string) => string | undefined,
): string | null {
  if (event.promptId === null || event.promptId === shownId) return null;
  const description = describe(event.promptId);
  return description
    ? `Of the instruction '${description}'.`
    : 'Of another instruction of this type.';
}

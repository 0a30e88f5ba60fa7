import { ROLES, type Right, type Role } from '@portal/contract';

/**
 * What a route asks of its caller (`Right`), and whether a role `holds` it: the ladder and
 * each right's lowest role are declared once, in the contract (`ROLES`, `LOWEST_ROLE`), which
 * the browser's screens follow too.
 */
export { roleHolds as holds, type Right } from '@portal/contract';

const PLURAL: Record<Role, string> = {
  viewer: 'Viewers',
  editor: 'Editors',
  releaser: 'Releasers',
  admin: 'Admins',
};

/** "Viewers cannot change ICPs": the refusal names who is refused and the missing right. */
export function refusal(role: Role, right: Right, family: string): string {
  return `${PLURAL[role]} cannot ${right} ${family}`;
}

/** Methods that read: every other method changes something unless its route says otherwise. */
export function defaultRight(method: string): Right {
  return method === 'GET' || method === 'HEAD' ? 'read' : 'change';
}

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

import type { Role } from '@portal/contract';

/**
 * What a route asks of its caller. Every signed-in role may `read`; the others are steps up
 * the role ladder (contract's ROLES): `change` records, instructions and test cases (editor),
 * `release` instruction changes (releaser), `administer` accounts, tenants and overrides and
 * delete forever (admin).
 */
export type Right = 'read' | 'change' | 'release' | 'administer';

const LADDER: readonly Role[] = ['viewer', 'editor', 'releaser', 'admin'];

/** The lowest role that holds each right. */
const LOWEST: Record<Right, Role> = {
  read: 'viewer',
  change: 'editor',
  release: 'releaser',
  administer: 'admin',
};

export function holds(role: Role, right: Right): boolean {
  return LADDER.indexOf(role) >= LADDER.indexOf(LOWEST[right]);
}

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
  return (LADDER as readonly string[]).includes(value);
}

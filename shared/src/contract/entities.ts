/** The signed-in user (spec §3): `username` doubles as display name and email. */
export interface SessionUser {
  id: string;
  username: string;
  isAdmin: boolean;
}

export interface TenantConfiguration {
  primaryDomain?: string;
}

export interface Tenant {
  id: string;
  name: string;
  configuration: TenantConfiguration;
}

export interface Workspace {
  id: string;
  name: string;
  tenantId: string;
  /** Empty string when the workspace has no description. */
  description: string;
}

// Types of portal-parts.js, derived from the registry itself (portal-parts.json).
type Registry = typeof import('./portal-parts.json');

/** A remote's federation name, as the registry lists it (`remote_auth`). */
export type RemoteName = keyof Registry['remotes'];

export interface Part {
  dir: string;
  port: number;
  portEnv: string;
}

export interface Remote extends Part {
  name: RemoteName;
  area: string;
  packageName: string;
}

export interface Ports {
  host: number;
  api: number;
  remotes: Record<RemoteName, number>;
}

export interface LocalPortalConfig {
  apiBaseUrl: string;
  remotes: Partial<Record<RemoteName, string>>;
  overrideOrigins: string[];
}

export const HOST: Part;
export const API: Part;
export const REMOTES: Remote[];
export const LOCAL_OVERRIDE_ORIGINS: string[];
export function remoteInFolder(dir: string): Remote | undefined;
export function remoteAreas(): Record<RemoteName, string>;
export function portsFrom(base: number): Ports;
export function portEnvironment(ports: Ports): Record<string, string>;
export function localPortalConfig(options?: {
  apiPort?: number;
  remotePorts?: Partial<Record<RemoteName, number>>;
  overrideOrigins?: string[];
}): LocalPortalConfig;

// The portal under test runs on non-default ports, so it never meets a developer's own.
export const PORTS = {
  host: 3100,
  remoteAuth: 3101,
  remoteArtifacts: 3102,
  remoteInstructions: 3103,
  remoteSettings: 3104,
  api: 4100,
} as const;

export const HOST_URL = `http://localhost:${PORTS.host}`;
export const REMOTE_AUTH_URL = `http://localhost:${PORTS.remoteAuth}`;
export const REMOTE_ARTIFACTS_URL = `http://localhost:${PORTS.remoteArtifacts}`;
export const REMOTE_INSTRUCTIONS_URL = `http://localhost:${PORTS.remoteInstructions}`;
export const REMOTE_SETTINGS_URL = `http://localhost:${PORTS.remoteSettings}`;
export const API_URL = `http://localhost:${PORTS.api}`;

export const STAFF = { username: 'staff@example.com', password: 'staff12345' };
export const ADMIN = { username: 'admin@example.com', password: 'admin12345' };

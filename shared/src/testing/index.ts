// The runtime's test kit (tests and testing/ folders only): the faked API client, per file or
// per test, and sessions. The remotes reach it through @portal/remote-kit/testing too.
export * from './mock-api';
export * from './mock-api-per-test';
export * from './session-fixtures';

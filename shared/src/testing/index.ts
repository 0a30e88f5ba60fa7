export * from './mock-api';
export * from './session-fixtures';

export * from './api';
export * from './config';
export * from './diagnostics';
export * from './messages';
export * from './session';
export * from './theme';
export { startSession } from './start-session';

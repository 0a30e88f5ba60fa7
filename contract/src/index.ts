/**
 * Every wire shape of the API, declared once as a TypeBox schema with its type beside it
 * (`Static<typeof X>`, same name). The API validates and documents with the schemas; the
 * browser imports only the types (`import type`), and its limits from `@portal/contract/limits`.
 */
export * from './limits';
export * from './common';
export * from './tenancy';
export * from './auth';
export * from './accounts';
export * from './administration';
export * from './icp';
export * from './usp';
export * from './prompt';
export * from './prompt-studio';
export * from './template';
export * from './audit';
export * from './lineage';
export * from './drafts';
export * from './revise';
export * from './research';
export * from './background-runs';
export * from './exchange';
export * from './copy';
export * from './test-cases';
export * from './trash';
export * from './releases';
export * from './webhooks';
export * from './scorecard';

export * from './fallback-messages';

export * from './portal-theme';

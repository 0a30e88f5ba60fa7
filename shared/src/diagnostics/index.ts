export * from './store-consumers';

export * from './login';
export * from './change-password';

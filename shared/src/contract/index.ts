export type * from './entities';
export type * from './auth';
export type * from './errors';

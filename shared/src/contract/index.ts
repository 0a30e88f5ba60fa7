export type * from './entities';
export type * from './auth';
export type * from './errors';
export type * from './icp';
export type * from './usp';
export type * from './prompt';

export * from './events';
export * from './fragments';
export type { ExposesFragment } from './fragmentChecks';
export * from './remotes';
export * from './head';
export * from './api';
export * from './declarations';

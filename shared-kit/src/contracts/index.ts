export * from './events';
export * from './fragments';
export * from './remotes';
export * from './api';
export * from './declarations';

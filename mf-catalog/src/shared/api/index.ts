export * from './catalogApi';

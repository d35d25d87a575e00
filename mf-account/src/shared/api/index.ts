export * from './accountApi';
export * from './cabinetReaders';
export * from './http';

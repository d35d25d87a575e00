export * from './accountApi';
export * from './authApi';
export * from './cabinetReaders';
export * from './feedbackApi';
export * from './http';

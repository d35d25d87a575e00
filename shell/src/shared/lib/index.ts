export { isChunkLoadError, reloadAfterChunkError, watchChunkErrors } from './chunkReload';
export { formFailure } from './formAnswer';
export { createProgress, progress } from './progress';

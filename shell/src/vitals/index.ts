export { startFieldData } from './startFieldData';

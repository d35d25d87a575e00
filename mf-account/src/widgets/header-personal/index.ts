export { HeaderPersonal } from './HeaderPersonal';

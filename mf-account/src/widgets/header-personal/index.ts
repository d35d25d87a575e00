export { HeaderPersonal } from './ui/HeaderPersonal';

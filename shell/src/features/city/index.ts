export { CityModal } from './CityModal';
export { HeaderCity } from './HeaderCity';

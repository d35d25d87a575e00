export { CartBonuses } from './CartBonuses';

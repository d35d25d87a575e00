export { OrderStatusBadge } from './ui/OrderStatusBadge';

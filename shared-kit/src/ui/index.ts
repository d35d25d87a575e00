export { Button, type ButtonProps } from './Button';
export { Price, type PriceProps } from './Price';
export { Rating } from './Rating';
export { Badge } from './Badge';
export { labelColors } from './labelColors';
export { Modal, type ModalProps } from './Modal';
export { ProductCard, type ProductCardData, type ProductCardProps } from './ProductCard';
export { useNotice, NOTICE_MS, type Notice } from './useNotice';
export { useDismiss, type DismissOptions, type DismissReason } from './useDismiss';

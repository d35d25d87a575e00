export { FavouriteButton, type FavouriteButtonProps } from './FavouriteButton';

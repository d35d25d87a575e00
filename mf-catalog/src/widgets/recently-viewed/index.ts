export { RecentlyViewed } from './ui/RecentlyViewed';

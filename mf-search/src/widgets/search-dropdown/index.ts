export { SearchDropdown } from './ui/SearchDropdown';

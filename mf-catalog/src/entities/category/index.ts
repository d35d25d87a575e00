export { useCategoryTree, type CategoryTreeStatus } from './model/useCategoryTree';
export { categoryUrl } from './lib/categoryUrl';
export { CategoryGroups, type CategoryGroupsProps } from './ui/CategoryGroups';

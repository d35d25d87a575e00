export { useCategoryTree } from './model/useCategoryTree';
export { categoryUrl } from './model/categoryUrl';
export { CategoryGroups, type CategoryGroupsProps } from './ui/CategoryGroups';

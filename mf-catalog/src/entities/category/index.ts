export {
  categoryTreeSlice,
  initialCategoryTreeState,
  loadCategoryTree,
  selectCategoryTree,
  selectCategoryTreeStatus,
  treeLoadFailed,
  treeLoaded,
  treeRequested,
  type CategoryTreeState,
  type CategoryTreeStatus,
} from './model/categoryTreeSlice';
export { useCategoryTree } from './model/useCategoryTree';
export { categoryUrl } from './lib/categoryUrl';
export { CategoryGroups, type CategoryGroupsProps } from './ui/CategoryGroups';

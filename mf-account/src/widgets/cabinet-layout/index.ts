export {
  CabinetLayout,
  SignInPrompt,
  ResourceStatus,
  EmptyState,
  type CabinetLayoutProps,
} from './CabinetLayout';
export { CabinetList, PagedListView, type CabinetListProps, type PagedListViewProps } from './CabinetList';

export {
  CabinetLayout,
  SignInPrompt,
  ResourceStatus,
  EmptyState,
  type CabinetLayoutProps,
} from './CabinetLayout';
export { CabinetList, type CabinetListProps } from './CabinetList';

export {
  CabinetLayout,
  SignInPrompt,
  ResourceStatus,
  EmptyState,
  type CabinetLayoutProps,
} from './CabinetLayout';

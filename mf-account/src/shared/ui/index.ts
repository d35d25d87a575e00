export { AppLink, type AppLinkProps } from './AppLink';
export { ClockIcon, HeartIcon, UserIcon } from './icons';
export { CABINET_LINKS, PersonalSidebar, type PersonalSidebarProps } from './PersonalSidebar';
export { SortSelect } from './SortSelect';

export { PersonalSidebar, CABINET_LINKS, type PersonalSidebarProps } from './PersonalSidebar';

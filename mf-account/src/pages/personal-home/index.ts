export { PersonalHomePage } from './PersonalHomePage';

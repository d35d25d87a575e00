export { PersonalDataPage } from './PersonalDataPage';

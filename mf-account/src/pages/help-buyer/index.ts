export { HelpBuyerPage } from './HelpBuyerPage';

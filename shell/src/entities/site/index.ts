export { EMPTY_SITE, useSite, useSiteLoading, type SiteData } from './site';

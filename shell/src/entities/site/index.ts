export { EMPTY_SITE, prefetchSite, useSite, useSiteLoading, type SiteData } from './model/site';

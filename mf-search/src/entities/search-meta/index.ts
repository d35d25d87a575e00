export { randomWindow, scopesOf, useLazySearchMetaQuery, useSearchMetaQuery, useSearchScopes, type SearchMeta, type SearchScope } from './model/searchMeta';

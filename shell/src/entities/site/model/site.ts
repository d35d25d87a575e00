import { useEffect } from 'react';
import type { ConfigsDto, FileConfigsDto, NavDto } from 'shared-kit/contracts';
import { shellApi } from '../../../shared/api';

/** Site-wide data the layout shows: configuration, file links, menus. */
export interface SiteData {
  configs: Partial<ConfigsDto>;
  files: Partial<FileConfigsDto>;
  nav: NavDto;
}

/** What the layout shows before the site data arrives, or when it failed (it keeps working without it). */
export const EMPTY_SITE: SiteData = {
  configs: {},
  files: {},
  nav: { header_menu: [], header_left_menu: [], footer_menu: [] },
};

const siteApi = shellApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/configs`, `/api/file-configs` and `/api/nav` together, once per page. */
    site: build.query<SiteData, void>({
      async queryFn(_arg, _api, _options, baseQuery) {
        const [configs, files, nav] = await Promise.all([baseQuery('/configs'), baseQuery('/file-configs'), baseQuery('/nav')]);
        const failed = configs.error ?? files.error ?? nav.error;
        if (failed) return { error: failed };
        return { data: { configs: configs.data as ConfigsDto, files: files.data as FileConfigsDto, nav: nav.data as NavDto } };
      },
    }),
  }),
});

/** The query of the site data, for the server render to load before it renders the layout (ADR 0027). */
export function prefetchSite() {
  return siteApi.endpoints.site.initiate();
}

/** The site data for a part of the layout: loaded once for the page, the empty data until then. */
export function useSite(): SiteData {
  return siteApi.useSiteQuery().data ?? EMPTY_SITE;
}

/** Loads the site data for the layout and logs when it is unavailable. */
export function useSiteLoading(): void {
  const { error } = siteApi.useSiteQuery();
  useEffect(() => {
    if (error) console.warn('[shell] site data unavailable', error);
  }, [error]);
}

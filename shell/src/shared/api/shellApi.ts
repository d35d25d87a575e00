import { createApi } from '@reduxjs/toolkit/query/react';
import { httpBaseQuery } from 'shared-kit';
import type { ContentPageDto, FormSuccessDto } from 'shared-kit/contracts';

/** The top banner of the `top_banners` selection. */
export interface TopBannerItem {
  id: number;
  title: string;
  short_text?: string | null;
  background_color?: string | null;
  link_to_go?: { real_slug?: string | null } | null;
}

/** Fields of a form the shop sends as multipart form data (the API reads `FormData`). */
export type FormFields = Record<string, string>;

/** The form data of the fields; built inside the call, so the store only ever holds plain values. */
function formData(fields: FormFields): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return body;
}

/**
 * The shell's one RTK Query API (docs/adr/0024) over the shared HTTP client. Endpoints of a slice
 * (site data, the city) are injected by that slice.
 */
export const shellApi = createApi({
  reducerPath: 'shellApi',
  baseQuery: httpBaseQuery(),
  endpoints: (build) => ({
    /** `GET /api/pages/{slug}`: a static content page; asked for on every visit. */
    contentPage: build.query<ContentPageDto, string>({
      query: (slug) => `/pages/${encodeURIComponent(slug)}`,
      keepUnusedDataFor: 0,
    }),
    /**
     * The banner to show, or null: `GET /api/selection/active_key`, then, when it lists `top_banners`,
     * `GET /api/selection/top_banners` (docs/product.md §7).
     */
    topBanner: build.query<TopBannerItem | null, void>({
      async queryFn(_arg, _api, _options, baseQuery) {
        const keys = await baseQuery('/selection/active_key');
        if (keys.error) return { error: keys.error };
        const list = Array.isArray(keys.data) ? (keys.data as string[]) : Object.keys(keys.data as object);
        if (!list.includes('top_banners')) return { data: null };
        const banners = await baseQuery('/selection/top_banners');
        if (banners.error) return { error: banners.error };
        const data = banners.data as TopBannerItem[];
        return { data: Array.isArray(data) && data.length > 0 ? data[0]! : null };
      },
    }),
    /** `POST /api/subscriber`, `/api/feedback` or `/api/callback` with the form's fields. */
    sendForm: build.mutation<FormSuccessDto, { url: '/subscriber' | '/feedback' | '/callback'; fields: FormFields }>({
      query: ({ url, fields }) => ({ url, method: 'POST', body: formData(fields) }),
    }),
  }),
});

export const { useContentPageQuery, useSendFormMutation, useTopBannerQuery } = shellApi;

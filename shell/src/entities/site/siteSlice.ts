import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { getHttp } from 'shared-kit';
import type { ConfigsDto, FileConfigsDto, NavDto } from 'shared-kit/contracts';

/** Site-wide data the layout shows: configuration, file links, menus. */
export interface SiteState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  configs: Partial<ConfigsDto>;
  files: Partial<FileConfigsDto>;
  nav: NavDto;
}

export const initialSiteState: SiteState = {
  status: 'idle',
  configs: {},
  files: {},
  nav: { header_menu: [], header_left_menu: [], footer_menu: [] },
};

/** Loads configuration, file configuration and navigation together. */
export const siteRequested = createAsyncThunk('site/requested', async () => {
  const http = getHttp();
  const [configs, files, nav] = await Promise.all([
    http.get<ConfigsDto>('/configs'),
    http.get<FileConfigsDto>('/file-configs'),
    http.get<NavDto>('/nav'),
  ]);
  return { configs: configs.data, files: files.data, nav: nav.data };
});

export const siteSlice = createSlice({
  name: 'site',
  initialState: initialSiteState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(siteRequested.pending, (state) => {
        state.status = 'loading';
      })
      .addCase(siteRequested.fulfilled, (state, action) => {
        state.status = 'ready';
        state.configs = action.payload.configs;
        state.files = action.payload.files;
        state.nav = action.payload.nav;
      })
      .addCase(siteRequested.rejected, (state) => {
        // The layout keeps working without server texts; the failure is logged by the thunk caller.
        state.status = 'failed';
      });
  },
});

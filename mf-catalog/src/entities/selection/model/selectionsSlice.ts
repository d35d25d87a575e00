import { createSlice, type PayloadAction, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import type { BannerDto, BannerSelectionKeyDto } from 'shared-kit/contracts';
import { getActiveSelectionKeys, getBannerSelection } from '../../../shared/api/selectionApi';

/** Where a one-time load is. */
export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** Banners of one selection. */
export interface BannerSelectionState {
  status: LoadStatus;
  items: BannerDto[];
}

/**
 * Which selections are active (`GET /api/selection/active_key`) and the banners of those asked for so
 * far. Both are loaded once per page load and shared by the home page, the catalogue and the dropdown.
 */
export interface SelectionsState {
  activeStatus: LoadStatus;
  activeKeys: string[];
  banners: Partial<Record<BannerSelectionKeyDto, BannerSelectionState>>;
}

export const initialSelectionsState: SelectionsState = { activeStatus: 'idle', activeKeys: [], banners: {} };

export const selectionsSlice = createSlice({
  name: 'selections',
  initialState: initialSelectionsState,
  reducers: {
    activeKeysRequested(state) {
      state.activeStatus = 'loading';
    },
    activeKeysLoaded(state, action: PayloadAction<string[]>) {
      state.activeStatus = 'loaded';
      state.activeKeys = action.payload;
    },
    activeKeysLoadFailed(state) {
      state.activeStatus = 'failed';
    },
    bannersRequested(state, action: PayloadAction<BannerSelectionKeyDto>) {
      state.banners[action.payload] = { status: 'loading', items: state.banners[action.payload]?.items ?? [] };
    },
    bannersLoaded(state, action: PayloadAction<{ key: BannerSelectionKeyDto; items: BannerDto[] }>) {
      state.banners[action.payload.key] = { status: 'loaded', items: action.payload.items };
    },
    bannersLoadFailed(state, action: PayloadAction<BannerSelectionKeyDto>) {
      state.banners[action.payload] = { status: 'failed', items: state.banners[action.payload]?.items ?? [] };
    },
  },
});

export const {
  activeKeysRequested,
  activeKeysLoaded,
  activeKeysLoadFailed,
  bannersRequested,
  bannersLoaded,
  bannersLoadFailed,
} = selectionsSlice.actions;

/** The part of the app's state this slice needs, so the thunks do not depend on the app layer. */
export interface WithSelections {
  [selectionsSlice.reducerPath]: SelectionsState;
}

type Thunk = ThunkAction<Promise<void>, WithSelections, unknown, UnknownAction>;

/** Loads the active keys unless they are loaded or loading; after a failure a new call tries again. */
export function loadActiveSelectionKeys(): Thunk {
  return async (dispatch, getState) => {
    const { activeStatus } = getState()[selectionsSlice.reducerPath];
    if (activeStatus === 'loading' || activeStatus === 'loaded') return;
    dispatch(activeKeysRequested());
    try {
      dispatch(activeKeysLoaded(await getActiveSelectionKeys()));
    } catch (error) {
      console.warn('[mf_catalog] active selections failed to load', error);
      dispatch(activeKeysLoadFailed());
    }
  };
}

/** Loads one banner selection unless it is loaded or loading. The caller checks it is active first. */
export function loadBannerSelection(key: BannerSelectionKeyDto): Thunk {
  return async (dispatch, getState) => {
    const status = getState()[selectionsSlice.reducerPath].banners[key]?.status;
    if (status === 'loading' || status === 'loaded') return;
    dispatch(bannersRequested(key));
    try {
      dispatch(bannersLoaded({ key, items: await getBannerSelection(key) }));
    } catch (error) {
      // Banners are decoration: the place simply stays empty.
      console.warn(`[mf_catalog] selection ${key} failed to load`, error);
      dispatch(bannersLoadFailed(key));
    }
  };
}

import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { BannerDto, BannerSelectionKeyDto, ProductSelectionKeyDto } from 'shared-kit/contracts';
import { loadActiveSelectionKeys, loadBannerSelection, selectionsSlice, type WithSelections } from './selectionsSlice';

type SelectionsDispatch = ThunkDispatch<WithSelections, unknown, UnknownAction>;

/** Whether a selection has something to show: not known yet, yes, or no (also when the keys failed). */
export type SelectionActivity = 'pending' | 'active' | 'inactive';

/**
 * Whether the selection `key` is active. With `enabled` false nothing is requested yet (the dropdown
 * asks on its first open only).
 */
export function useSelectionActivity(
  key: BannerSelectionKeyDto | ProductSelectionKeyDto,
  enabled = true,
): SelectionActivity {
  const dispatch = useDispatch<SelectionsDispatch>();
  const { activeStatus, activeKeys } = useSelector((state: WithSelections) => state[selectionsSlice.reducerPath]);
  useEffect(() => {
    if (enabled) void dispatch(loadActiveSelectionKeys());
  }, [enabled, dispatch]);
  if (activeStatus === 'failed') return 'inactive';
  if (activeStatus !== 'loaded') return 'pending';
  return activeKeys.includes(key) ? 'active' : 'inactive';
}

/** What a place for banners shows: a skeleton, nothing, or the banners. */
export interface BannerSelectionView {
  status: 'pending' | 'hidden' | 'shown';
  banners: BannerDto[];
}

/**
 * The banners of a selection, asked for only when the selection is active, once per page load. An
 * inactive, empty or failed selection is `hidden`.
 */
export function useBannerSelection(key: BannerSelectionKeyDto, enabled = true): BannerSelectionView {
  const dispatch = useDispatch<SelectionsDispatch>();
  const activity = useSelectionActivity(key, enabled);
  const selection = useSelector((state: WithSelections) => state[selectionsSlice.reducerPath].banners[key]);
  useEffect(() => {
    if (enabled && activity === 'active') void dispatch(loadBannerSelection(key));
  }, [enabled, activity, key, dispatch]);

  if (activity === 'inactive') return { status: 'hidden', banners: [] };
  if (selection?.status === 'loaded' || (selection?.status === 'failed' && selection.items.length > 0)) {
    return selection.items.length > 0 ? { status: 'shown', banners: selection.items } : { status: 'hidden', banners: [] };
  }
  if (selection?.status === 'failed') return { status: 'hidden', banners: [] };
  return { status: 'pending', banners: [] };
}

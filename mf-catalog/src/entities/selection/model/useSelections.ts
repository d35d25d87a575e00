import { useEffect } from 'react';
import type { BannerDto, BannerSelectionKeyDto, ProductSelectionKeyDto } from 'shared-kit/contracts';
import { useActiveSelectionKeysQuery, useBannerSelectionQuery } from '../../../shared/api';

/** Whether a selection has something to show: not known yet, yes, or no (also when the keys failed). */
export type SelectionActivity = 'pending' | 'active' | 'inactive';

/**
 * Whether the selection `key` is active. The active keys are loaded once per page load and shared; with
 * `enabled` false nothing is requested yet (the dropdown asks on its first open only).
 */
export function useSelectionActivity(
  key: BannerSelectionKeyDto | ProductSelectionKeyDto,
  enabled = true,
): SelectionActivity {
  const { data, error } = useActiveSelectionKeysQuery(undefined, { skip: !enabled });
  useEffect(() => {
    if (error) console.warn('[mf_catalog] active selections failed to load', error);
  }, [error]);
  if (error && !data) return 'inactive';
  if (!data) return 'pending';
  return data.includes(key) ? 'active' : 'inactive';
}

/** What a place for banners shows: a skeleton, nothing, or the banners. */
export interface BannerSelectionView {
  status: 'pending' | 'hidden' | 'shown';
  banners: BannerDto[];
}

/**
 * The banners of a selection, asked for only when the selection is active, once per page load. An
 * inactive, empty or failed selection is `hidden` (banners are decoration: the place simply stays empty).
 */
export function useBannerSelection(key: BannerSelectionKeyDto, enabled = true): BannerSelectionView {
  const activity = useSelectionActivity(key, enabled);
  const { data, error } = useBannerSelectionQuery(key, { skip: !enabled || activity !== 'active' });
  useEffect(() => {
    if (error) console.warn(`[mf_catalog] selection ${key} failed to load`, error);
  }, [error, key]);

  if (activity === 'inactive') return { status: 'hidden', banners: [] };
  if (data) return data.length > 0 ? { status: 'shown', banners: data } : { status: 'hidden', banners: [] };
  if (error) return { status: 'hidden', banners: [] };
  return { status: 'pending', banners: [] };
}

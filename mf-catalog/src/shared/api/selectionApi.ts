import { getHttp } from 'shared-kit';
import type {
  AdvantageDto,
  BannerDto,
  BannerSelectionKeyDto,
  CompanyReviewDto,
  PartnerDto,
  ProductSelectionDto,
  ProductSelectionKeyDto,
  RegionBannerDto,
  SelectionKeysDto,
} from 'shared-kit/contracts';

/** A list answer, or an empty list when the API answered something else (the section then hides). */
function listOf<T>(data: unknown): T[] {
  return Array.isArray(data) ? (data as T[]) : [];
}

/** `GET /api/selection/active_key`: the selections that have something to show now. */
export async function getActiveSelectionKeys(signal?: AbortSignal): Promise<SelectionKeysDto> {
  const { data } = await getHttp().get<SelectionKeysDto>('/selection/active_key', { signal });
  return listOf<string>(data).filter((key) => typeof key === 'string');
}

/** `GET /api/selection/{key}` of a banner selection: its banners in display order. */
export async function getBannerSelection(key: BannerSelectionKeyDto, signal?: AbortSignal): Promise<BannerDto[]> {
  const { data } = await getHttp().get<BannerDto[]>(`/selection/${key}`, { signal });
  return listOf<BannerDto>(data);
}

/** `GET /api/selection/{key}` of a product selection (`products/week`, `actions/main`, `main`). */
export async function getProductSelection(
  key: ProductSelectionKeyDto,
  signal?: AbortSignal,
): Promise<ProductSelectionDto> {
  const { data } = await getHttp().get<ProductSelectionDto>(`/selection/${key}`, { signal });
  return { key, title: typeof data?.title === 'string' ? data.title : '', products: listOf(data?.products) };
}

/** `GET /api/reviews_company`: what customers say about the shop. */
export async function getCompanyReviews(signal?: AbortSignal): Promise<CompanyReviewDto[]> {
  const { data } = await getHttp().get<CompanyReviewDto[]>('/reviews_company', { signal });
  return listOf(data);
}

/** `GET /api/partners/`: brands and organisations the shop works with. */
export async function getPartners(signal?: AbortSignal): Promise<PartnerDto[]> {
  const { data } = await getHttp().get<PartnerDto[]>('/partners/', { signal });
  return listOf(data);
}

/** `GET /api/advantages/`: why to buy here. */
export async function getAdvantages(signal?: AbortSignal): Promise<AdvantageDto[]> {
  const { data } = await getHttp().get<AdvantageDto[]>('/advantages/', { signal });
  return listOf(data);
}

/** `GET /api/banners/regions/`: delivery terms by region. */
export async function getRegionBanners(signal?: AbortSignal): Promise<RegionBannerDto[]> {
  const { data } = await getHttp().get<RegionBannerDto[]>('/banners/regions/', { signal });
  return listOf(data);
}

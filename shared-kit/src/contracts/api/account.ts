/** Answer of `GET /api/personal/info` for a signed-in customer (spec §3). */
export interface AccountInfoDto {
  /** `YYYY-MM-DD` or null. */
  date_of_birth: string | null;
  email: string;
  gender: 'male' | 'female' | null;
  /** URL of the avatar or null. */
  image: string | null;
  name: string;
  patronymic: string;
  phone: string;
  surname: string;
}

/** Answer of `GET /api/favourites/info`: how many favourites and which products. */
export interface FavouritesInfoDto {
  quantity: number;
  products: number[];
}

/** Answer of `GET /api/waiting/info`. */
export interface WaitingInfoDto {
  quantity: number;
}

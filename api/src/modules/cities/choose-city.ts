import type { CityUpdateResultDto } from 'api-contracts';
import type { Identity } from '../../plugins/identity';
import { notFound } from '../../shared/http-error';
import { siteServicesMessages as text } from '../captcha/index';
import type { CitiesRepository } from './cities-repository';
import { chooserOf, toCityDto } from './list-cities';

/**
 * `POST /api/city/update`: the visitor's city. It is remembered for the signed-in account or the
 * anonymous session (delivery prices read it there); the route also sets the `current_city` cookie.
 */
export async function chooseCity(cities: CitiesRepository, identity: Identity, cityId: number): Promise<CityUpdateResultDto> {
  const city = await cities.findActive(cityId);
  if (!city) throw notFound(text.cityNotFound);
  const chooser = chooserOf(identity);
  if (chooser) await cities.choose(chooser, city.id);
  return { success: true, current_city: toCityDto(city) };
}

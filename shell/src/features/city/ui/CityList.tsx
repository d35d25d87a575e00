import type { CityDto } from 'shared-kit/contracts';

/** Cities as buttons, the visitor's own marked as current; a click chooses one. */
export function CityList({ cities, current, onChoose }: { cities: CityDto[]; current: CityDto | null; onChoose: (city: CityDto) => void }) {
  return (
    <ul className="sh-city__list">
      {cities.map((city) => (
        <li key={city.id}>
          <button
            type="button"
            className={`sh-city__item${city.id === current?.id ? ' sh-city__item--current' : ''}`}
            aria-current={city.id === current?.id ? 'true' : undefined}
            onClick={() => onChoose(city)}
          >
            <span className="sh-city__title">{city.title}</span>
            <span className="sh-city__region">{city.region}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

import { useState } from 'react';
import { Link } from 'react-router-dom';
import { messages } from '../../../messages';
import { alphabetOf, CYRILLIC, DIGITS, LATIN, type Alphabet } from '../model/brands';

/** The letters of one alphabet at a time (Latin or Cyrillic); a letter without brands is not a link. */
export function LetterFilter({ letters, active }: { letters: readonly string[]; active: string }) {
  const [alphabet, setAlphabet] = useState<Alphabet>(() => (active ? alphabetOf(active) : 'latin'));
  const available = new Set(letters);
  const shown = alphabet === 'latin' ? [...LATIN, DIGITS] : CYRILLIC;
  return (
    <div className="mfc-brands__filter">
      <div className="mfc-brands__alphabets" role="group" aria-label={messages.brands.alphabet}>
        <Link to="/brands" className="mfc-brands__all" aria-current={active ? undefined : 'page'}>
          {messages.brands.all}
        </Link>
        <button type="button" aria-pressed={alphabet === 'latin'} onClick={() => setAlphabet('latin')}>
          {messages.brands.latin}
        </button>
        <button type="button" aria-pressed={alphabet === 'cyrillic'} onClick={() => setAlphabet('cyrillic')}>
          {messages.brands.cyrillic}
        </button>
      </div>
      <nav aria-label={messages.brands.letterFilter}>
        <ul className="mfc-brands__letters">
          {shown.map((letter) => (
            <li key={letter}>
              {available.has(letter) ? (
                <Link
                  to={`/brands?letter=${encodeURIComponent(letter)}`}
                  aria-current={letter === active ? 'page' : undefined}
                >
                  {letter}
                </Link>
              ) : (
                <span aria-disabled="true">{letter}</span>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

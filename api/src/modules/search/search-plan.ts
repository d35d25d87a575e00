import { isSearchableText } from '../catalog/index';
import type { SearchPlan } from '../catalog/index';
import type { Lexicon } from './lexicon';
import { cyrillicToLatin, latinToCyrillic, MAX_QUERY_LENGTH, normaliseText, queryWords, swapLayout, typoBudget } from './text';

/** A brand the search recognises by name, in either script. */
export interface BrandName {
  id: number;
  /** Normalised title (`now foods`, `эвалар`). */
  name: string;
}

/** What a plan is built with: the stemmer of the database, the catalogue's words and brands. */
export interface PlanTools {
  stem(forms: string[]): Promise<string[][]>;
  lexicon: Lexicon;
  brands: BrandName[];
}

type FormKind = 'typed' | 'translit' | 'layout' | 'typo';

interface Form {
  kind: FormKind;
  /** How the word is shown when it was corrected. */
  text: string;
  lexemes: string[];
}

const VENDOR_CODE = /^[a-zа-я]{2,5}-?\d{3,8}$/i;

/** A plan whose words match nothing (an empty tsquery): only its vendor code can find a product. */
const NOTHING: SearchPlan = {
  tsquery: '',
  typedTsquery: null,
  phrasePattern: '',
  wordPatterns: [],
  vendorCode: null,
  brandIds: [],
  corrected: null,
  understood: '',
};

/** Weight of a product title's words in the search's tsvector; a category path's weigh D. */
type Weight = 'A' | '';

function quote(lexeme: string, prefix: boolean, weight: Weight): string {
  const marks = `${prefix ? '*' : ''}${weight}`;
  return `'${lexeme.replace(/'/g, "''")}'${marks ? `:${marks}` : ''}`;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** A form's stems as a tsquery: all of them, the last one as a prefix when the word is still being typed. */
function formQuery(form: Form, prefix: boolean, weight: Weight): string {
  const parts = form.lexemes.map((lexeme) => quote(lexeme, prefix, weight));
  return parts.length === 1 ? parts[0] : `(${parts.join(' & ')})`;
}

/**
 * Understands a query: normalises it, and for each word finds the spellings the catalogue knows — as
 * typed (morphology through the stems), transliterated (`kollagen`, `д` → `d`), typed in the other layout
 * (`dbnfvbys`), or with one or two typos (`шампнь`). Words the catalogue does not know at all are left out
 * when other words are known. Null when the query is too short or has nothing to search for.
 */
export async function buildSearchPlan(raw: string, tools: PlanTools): Promise<SearchPlan | null> {
  const plan = await planWords(raw, tools);
  if (plan && plan.corrected === null) return plan;
  // Keys that are punctuation in the Latin layout are letters in the Russian one ('pe,yfz' is
  // 'зубная'): normalising would lose them, so the whole query is read in the other layout first.
  const words = raw.trim().toLowerCase().split(/\s+/);
  if (!words.some((word) => /[a-z][,.;'[\]`]|[,.;'[\]`][a-z]/.test(word))) return plan;
  const swapped = words.map((word) => swapLayout(word) ?? word).join(' ');
  const other = await planWords(swapped, tools);
  if (!other || other.corrected !== null) return plan;
  return { ...other, typedTsquery: null, wordPatterns: [], corrected: other.understood };
}

async function planWords(raw: string, tools: PlanTools): Promise<SearchPlan | null> {
  const trimmed = raw.trim().slice(0, MAX_QUERY_LENGTH);
  if (!isSearchableText(trimmed)) return null;
  const normalised = normaliseText(trimmed);
  const words = queryWords(normalised);
  if (words.length === 0) return null;

  // Every spelling of every word, stemmed in one round trip.
  const spellings = words.map((word) => {
    const translit = [...latinToCyrillic(word), ...[cyrillicToLatin(word)].filter((w): w is string => w !== null)];
    const layout = swapLayout(word);
    return { word, translit, layout };
  });
  const forms = spellings.flatMap((s) => [s.word, ...s.translit, ...(s.layout ? [s.layout] : [])]);
  const stems = await tools.stem(forms);
  let cursor = 0;
  const next = () => stems[cursor++] ?? [];

  const { lexicon } = tools;
  const accepted: Array<{ options: Form[]; prefix: boolean }> = [];
  const shown: string[] = [];
  let corrected = false;
  let unknown = 0;
  words.forEach((word, index) => {
    const spelling = spellings[index];
    const prefix = index === words.length - 1;
    // A word still being typed is known when each of its stems starts some word of the catalogue.
    const known = (lexemes: string[]) =>
      lexemes.length > 0 && lexemes.every((lexeme) => (prefix ? lexicon.hasPrefix(lexeme) : lexicon.get(lexeme) !== undefined));
    const typed: Form = { kind: 'typed', text: word, lexemes: next() };
    const translits: Form[] = spelling.translit.map((text) => ({ kind: 'translit', text, lexemes: next() }));
    const layout: Form | null = spelling.layout ? { kind: 'layout', text: spelling.layout, lexemes: next() } : null;
    // A stop word ('для', 'и') has no stem and searches for nothing.
    if (typed.lexemes.length === 0) return;

    const options: Form[] = [];
    if (known(typed.lexemes)) options.push(typed);
    const knownTranslit = translits.find((f) => known(f.lexemes));
    if (knownTranslit) options.push(knownTranslit);
    if (options.length === 0 && layout && known(layout.lexemes)) options.push(layout);
    if (options.length === 0) {
      const budget = typoBudget(word);
      for (const candidate of [typed, ...translits, ...(layout ? [layout] : [])]) {
        if (candidate.lexemes.length !== 1) continue;
        const near = lexicon.nearest(candidate.lexemes[0], budget, prefix);
        if (near) {
          options.push({ kind: 'typo', text: near.word, lexemes: [near.lexeme] });
          break;
        }
      }
    }
    if (options.length === 0) {
      unknown += 1; // an unknown word is left out
      corrected = true;
      return;
    }
    if (options[0].kind === 'layout' || options[0].kind === 'typo') corrected = true;
    accepted.push({ options, prefix });
    shown.push(options[0].kind === 'typed' ? word : options[0].text);
  });
  const vendorCode = VENDOR_CODE.test(trimmed) ? trimmed.toUpperCase() : null;
  // A query mostly of words the catalogue does not know is not guessed at ('; drop table products').
  if (accepted.length === 0 || unknown * 2 > accepted.length + unknown) {
    return vendorCode ? { ...NOTHING, vendorCode, phrasePattern: `%${escapeLike(normalised)}%`, understood: normalised } : null;
  }

  const inTitles = (form: Form, prefix: boolean) => form.lexemes.every((lexeme) => lexicon.inTitles(lexeme, prefix));
  const weight: Weight = accepted.every(({ options, prefix }) => options.some((form) => inTitles(form, prefix))) ? 'A' : '';
  const toQuery = (parts: Array<{ options: Form[]; prefix: boolean }>) =>
    parts
      .map(({ options, prefix }) => {
        const alternatives = options.map((form) => formQuery(form, prefix, weight));
        return alternatives.length === 1 ? alternatives[0] : `(${alternatives.join(' | ')})`;
      })
      .join(' & ');
  const tsquery = toQuery(accepted);
  const asTyped = accepted.map(({ options, prefix }) => ({ options: options.filter((form) => form.kind === 'typed' || form.kind === 'translit'), prefix }));
  const typedTsquery = asTyped.every(({ options }) => options.length > 0) ? toQuery(asTyped) : null;

  const understood = corrected ? shown.join(' ') : normalised;
  const candidatesForBrand = new Set([normalised, understood, words.map((w) => cyrillicToLatin(w) ?? w).join(' ')]);
  const brandIds = tools.brands
    .filter((brand) => [...candidatesForBrand].some((text) => ` ${text} `.includes(` ${brand.name} `)))
    .map((brand) => brand.id);

  return {
    tsquery,
    typedTsquery,
    phrasePattern: `%${escapeLike(normalised)}%`,
    wordPatterns: corrected ? [] : words.map((word) => `%${escapeLike(word)}%`),
    vendorCode,
    brandIds,
    corrected: corrected ? understood : null,
    understood,
  };
}

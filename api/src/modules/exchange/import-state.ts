import { createHash } from 'node:crypto';
import type { Database, Queryable } from '../../db/database';
import type { FileStore } from '../files/index';
import type { PropertyValueType } from './commerceml';
import type { ExchangeConfig } from './exchange-config';
import { readImportBasis, slugTaken, type PriceTypeRow } from './catalog-import-repository';

/** What one import needs: the database, the settings, the session's folder and a way to report progress. */
export interface ImportContext {
  db: Database;
  config: ExchangeConfig;
  /** The exchange's file store, where the package's pictures are. */
  files: FileStore;
  sessionId: number;
  fileName: string;
  /** Called after each committed batch with the elements written so far; throws to stop the import. */
  step(done: number): Promise<void>;
}

/** A category a group resolves to. */
export interface CategoryRef {
  id: number;
  fullSlug: string;
  level: number;
  /** Hidden, by 1C's deletion of its group or of an ancestor's: its products are hidden too. */
  hidden: boolean;
}

/** What the shop does with a property's values: the brand and country facets, or nothing yet. */
export type PropertyRole = 'brand' | 'country' | 'other';

export interface PropertyRef {
  /** The property's number (the storefront's `prop_<id>`). */
  id: number;
  role: PropertyRole;
  valueType: PropertyValueType;
  /** A directory property's values: 1C's value id → text. */
  values: Map<string, string>;
}

/** The state one import keeps between its batches: 1C's ids resolved to the shop's rows. */
export interface ImportState {
  categories: Map<string, CategoryRef>;
  properties: Map<string, PropertyRef>;
  /** Brand ids by lower-case title. */
  brands: Map<string, number>;
  priceTypes: Map<string, PriceTypeRow>;
  stores: Set<string>;
  categoryPositions: number;
  /** Ids of property values met so far, by `<property number>\u0000<text>`. */
  valueIds: Map<string, number>;
}

/** Reads what the shop already has of 1C's ids, once per import. */
export async function loadState(db: Queryable): Promise<ImportState> {
  const basis = await readImportBasis(db);
  const state: ImportState = {
    categories: new Map(
      basis.categories.map((row) => [row.external_id, { id: row.id, fullSlug: row.full_slug, level: row.level, hidden: row.hidden_reason !== null }]),
    ),
    properties: new Map(
      basis.properties.map((row) => [row.external_id, { id: row.id, role: row.role, valueType: row.value_type, values: new Map<string, string>() }]),
    ),
    brands: new Map(basis.brands.map((row) => [row.title.toLowerCase(), row.id])),
    priceTypes: new Map(basis.priceTypes.map((row) => [row.id, row])),
    stores: new Set(basis.stores),
    categoryPositions: 0,
    valueIds: new Map(),
  };
  for (const row of basis.propertyValues) state.properties.get(row.property_id)?.values.set(row.external_id, row.value);
  return state;
}

/** Eight hex digits of a hash: makes a slug or a vendor code unique without making it unreadable. */
export const shortHash = (text: string): string => createHash('sha1').update(text).digest('hex').slice(0, 8);

/** A slug not yet taken in `table`: the first free one of the candidates (empty ones skipped). */
export async function freeSlug(tx: Queryable, table: 'categories' | 'products', candidates: string[]): Promise<string> {
  for (const candidate of candidates) {
    if (candidate && !(await slugTaken(tx, table, candidate))) return candidate;
  }
  throw new Error(`No free slug among ${candidates.join(', ')}`);
}

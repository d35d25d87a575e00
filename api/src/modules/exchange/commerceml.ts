import { child, children, textOf, type XmlNode } from './xml-reader';

/** Schema versions of CommerceML 2 the exchange reads. */
export const SCHEMA_VERSIONS = ['2.05', '2.06', '2.07', '2.08', '2.09', '2.10'] as const;

export const ROOT = 'КоммерческаяИнформация';

/** A group of the classifier (Группа) with its sub-groups, in document order. */
export interface GroupRecord {
  id: string;
  title: string;
  parentId: string | null;
  /** 1C marked the group deleted: it is hidden, with its sub-groups and products. */
  deleted: boolean;
}

/** What a property's values are (ТипЗначений). */
export type PropertyValueType = 'directory' | 'string' | 'number' | 'boolean' | 'date';

/** A property of the classifier (Свойство) with the values of a directory property. */
export interface PropertyRecord {
  id: string;
  title: string;
  valueType: PropertyValueType;
  /** False when 1C says the property is not used (ИспользованиеСвойства): kept, but no facet. */
  inUse: boolean;
  values: Array<{ id: string; value: string }>;
}

/** A product of the catalogue (Товар). */
export interface ProductRecord {
  id: string;
  deleted: boolean;
  article: string;
  title: string;
  description: string;
  groupId: string | null;
  pictures: string[];
  barcodes: string[];
  manufacturer: { id: string | null; title: string } | null;
  /**
   * Property id and the value as written: a directory value's id, or the value itself; a property with
   * several values (several `Значение`, or the property repeated) comes once per value.
   */
  properties: Array<{ id: string; value: string }>;
}

export interface PriceTypeRecord {
  id: string;
  title: string;
  currency: string;
}

export interface StoreRecord {
  id: string;
  title: string;
}

/** An offer (Предложение): prices by price type and stock, total and per store. */
export interface OfferRecord {
  /** The product's id: the offer's `Ид` before `#` (a characteristic follows it). */
  productId: string;
  deleted: boolean;
  prices: Array<{ typeId: string; kopecks: number; currency: string }>;
  /** `Количество`, or null when not given. */
  quantity: number | null;
  /** Stock per store id, when the offer names stores. */
  stores: Array<{ id: string; quantity: number }>;
}

/** The paths {@link readXml} captures whole. */
export const CAPTURED_PATHS = new Set([
  `${ROOT}/Классификатор/Группы/Группа`,
  `${ROOT}/Классификатор/Свойства/Свойство`,
  `${ROOT}/Классификатор/Свойства/СвойствоНоменклатуры`,
  `${ROOT}/Классификатор/ТипыЦен/ТипЦены`,
  `${ROOT}/Классификатор/Склады/Склад`,
  `${ROOT}/Классификатор/СодержитТолькоИзменения`,
  `${ROOT}/Каталог/СодержитТолькоИзменения`,
  `${ROOT}/Каталог/Товары/Товар`,
  `${ROOT}/ПакетПредложений/СодержитТолькоИзменения`,
  `${ROOT}/ПакетПредложений/ТипыЦен/ТипЦены`,
  `${ROOT}/ПакетПредложений/Склады/Склад`,
  `${ROOT}/ПакетПредложений/Предложения/Предложение`,
]);

/** The groups of one top-level `Группа` element, parents before their children. */
export function groupsOf(node: XmlNode, parentId: string | null = null): GroupRecord[] {
  const id = textOf(node, 'Ид');
  if (!id) return [];
  const own: GroupRecord = { id, title: textOf(node, 'Наименование') || id, parentId, deleted: isDeleted(node) };
  const nested = children(child(node, 'Группы'), 'Группа').flatMap((item) => groupsOf(item, id));
  return [own, ...nested];
}

const VALUE_TYPES: Record<string, PropertyValueType> = {
  справочник: 'directory',
  строка: 'string',
  число: 'number',
  булево: 'boolean',
  дата: 'date',
};

export function propertyOf(node: XmlNode): PropertyRecord | null {
  const id = textOf(node, 'Ид');
  if (!id) return null;
  const variants = child(node, 'ВариантыЗначений');
  const values = children(variants, 'Справочник')
    .map((item) => ({ id: textOf(item, 'ИдЗначения'), value: textOf(item, 'Значение') }))
    .filter((item) => item.id && item.value);
  const declared = VALUE_TYPES[textOf(node, 'ТипЗначений').toLowerCase()];
  // A property with directory values but no declared type is a directory all the same.
  const valueType = declared ?? (values.length > 0 ? 'directory' : 'string');
  const inUse = !/^(false|ложь)$/i.test(textOf(node, 'ИспользованиеСвойства'));
  return { id, title: textOf(node, 'Наименование') || id, valueType, inUse, values };
}

/** 1C marks deletions either way: `Статус="Удален"` (2.07 and later) or `ПометкаУдаления` true. */
function isDeleted(node: XmlNode): boolean {
  return node.attrs['Статус'] === 'Удален' || /^(true|истина)$/i.test(textOf(node, 'ПометкаУдаления'));
}

/** Text of a description: 1C sends plain text, or HTML when `ФорматHTML="true"`. */
function descriptionOf(node: XmlNode | undefined): string {
  if (!node) return '';
  const text = node.text.trim();
  if (node.attrs['ФорматHTML'] !== 'true') return text;
  return text
    .replace(/<br\s*\/?>|<\/p>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export function productOf(node: XmlNode): ProductRecord | null {
  const id = textOf(node, 'Ид');
  if (!id) return null;
  const requisites = children(child(node, 'ЗначенияРеквизитов'), 'ЗначениеРеквизита');
  const requisite = (name: string) => requisites.find((item) => textOf(item, 'Наименование') === name);
  const barcodes = [...children(node, 'Штрихкод').map((item) => item.text.trim()), textOf(requisite('Штрихкод'), 'Значение')]
    .flatMap((code) => code.split(/[,;\s]+/))
    .filter((code) => /^\d{8,14}$/.test(code));
  const manufacturerNode = child(node, 'Изготовитель');
  const manufacturerTitle = textOf(manufacturerNode, 'Наименование');
  return {
    id,
    deleted: isDeleted(node),
    article: textOf(node, 'Артикул'),
    title: textOf(node, 'Наименование') || textOf(requisite('Полное наименование'), 'Значение'),
    description: descriptionOf(child(node, 'Описание')),
    groupId: textOf(child(node, 'Группы'), 'Ид') || null,
    pictures: children(node, 'Картинка').map((item) => item.text.trim()).filter(Boolean),
    barcodes: [...new Set(barcodes)],
    manufacturer: manufacturerTitle ? { id: textOf(manufacturerNode, 'Ид') || null, title: manufacturerTitle } : null,
    properties: children(child(node, 'ЗначенияСвойств'), 'ЗначенияСвойства').flatMap((item) =>
      children(item, 'Значение')
        .map((value) => ({ id: textOf(item, 'Ид'), value: value.text.trim() }))
        .filter((entry) => entry.id && entry.value),
    ),
  };
}

export function priceTypeOf(node: XmlNode): PriceTypeRecord | null {
  const id = textOf(node, 'Ид');
  return id ? { id, title: textOf(node, 'Наименование') || id, currency: textOf(node, 'Валюта') } : null;
}

export function storeOf(node: XmlNode): StoreRecord | null {
  const id = textOf(node, 'Ид');
  return id ? { id, title: textOf(node, 'Наименование') || id } : null;
}

/** A number as 1C writes it: `1 234,50` or `1234.5`; NaN when it is not one. */
export function parseNumber(text: string): number {
  const clean = text.replace(/[\s\u00A0]/g, '').replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(clean) ? Number(clean) : NaN;
}

/** Longest property value kept. */
const MAX_VALUE_LENGTH = 500;

/**
 * A product's property value as shoppers read it in the facet: a directory value's text (null for an id
 * the directory does not have), «Да» or «Нет» for a yes/no property, a number with a decimal comma, any
 * other text trimmed; null for nothing.
 */
export function propertyValueText(valueType: PropertyValueType, raw: string, directory: ReadonlyMap<string, string>): string | null {
  const text = raw.trim();
  if (!text) return null;
  if (valueType === 'directory') {
    const known = directory.get(text);
    // 1C writes a directory value as its id; one it did not list is not shown as a bare id.
    if (known !== undefined) return known.trim().slice(0, MAX_VALUE_LENGTH) || null;
    return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text) ? null : text.slice(0, MAX_VALUE_LENGTH);
  }
  if (valueType === 'boolean') {
    if (/^(true|истина|да|1)$/i.test(text)) return 'Да';
    if (/^(false|ложь|нет|0)$/i.test(text)) return 'Нет';
  }
  if (valueType === 'number') {
    const number = parseNumber(text);
    if (Number.isFinite(number)) return String(number).replace('.', ',');
  }
  return text.slice(0, MAX_VALUE_LENGTH);
}

/** Stock as the shop keeps it: whole units, never below zero. */
const units = (value: number): number => (Number.isFinite(value) && value > 0 ? Math.min(Math.floor(value), 1_000_000_000) : 0);

export function offerOf(node: XmlNode): OfferRecord | null {
  const rawId = textOf(node, 'Ид');
  const productId = rawId.split('#')[0];
  if (!productId) return null;
  const prices = children(child(node, 'Цены'), 'Цена')
    .map((item) => ({ typeId: textOf(item, 'ИдТипаЦены'), kopecks: Math.round(parseNumber(textOf(item, 'ЦенаЗаЕдиницу')) * 100), currency: textOf(item, 'Валюта') }))
    .filter((item) => item.typeId && Number.isFinite(item.kopecks));
  const quantityText = textOf(node, 'Количество');
  // 2.05–2.07: <Склад ИдСклада="…" КоличествоНаСкладе="…"/>; 2.08 and later: <Остатки><Остаток><Склад><Ид/><Количество/>.
  const stores = new Map<string, number>();
  for (const item of children(node, 'Склад')) {
    const id = item.attrs['ИдСклада'];
    if (id) stores.set(id, (stores.get(id) ?? 0) + units(parseNumber(item.attrs['КоличествоНаСкладе'] ?? '')));
  }
  for (const rest of children(child(node, 'Остатки'), 'Остаток')) {
    for (const item of children(rest, 'Склад')) {
      const id = textOf(item, 'Ид');
      if (id) stores.set(id, (stores.get(id) ?? 0) + units(parseNumber(textOf(item, 'Количество'))));
    }
  }
  // 2.08 and later may give only the total as <Остатки><Остаток><Количество/>.
  const restTotal = children(child(node, 'Остатки'), 'Остаток').map((item) => textOf(item, 'Количество')).find(Boolean);
  const total = quantityText || restTotal || '';
  return {
    productId,
    deleted: isDeleted(node),
    prices,
    quantity: total ? units(parseNumber(total)) : null,
    stores: [...stores].map(([id, quantity]) => ({ id, quantity })),
  };
}

/** Whether a currency names roubles: RUB, руб, 643 (1C writes any of them). */
export function isRoubles(currency: string): boolean {
  return currency === '' || /^(rub|руб\.?|643|rur)$/i.test(currency.trim());
}

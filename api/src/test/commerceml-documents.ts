/**
 * CommerceML 2 documents as 1C writes them, built for tests from a few fields: a catalogue package
 * (import.xml: groups, properties, products) and an offers package (offers.xml: the retail price and stock).
 */

/** A group of the classifier, with its sub-groups. */
export interface TestGroup {
  id: string;
  title: string;
  deleted?: boolean;
  groups?: TestGroup[];
}

/** A property of the classifier: a directory with its values (id → text), or plain values of a type. */
export interface TestProperty {
  id: string;
  title: string;
  type: 'Справочник' | 'Строка' | 'Число' | 'Булево';
  values?: Record<string, string>;
  inUse?: boolean;
}

/** A product: its group and property values (a directory value by id; several values of one property allowed). */
export interface TestProduct {
  id: string;
  title: string;
  groupId: string;
  properties?: Array<[propertyId: string, value: string | string[]]>;
  deleted?: boolean;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const el = (name: string, text: string) => `<${name}>${escape(text)}</${name}>`;

/** The retail price type of the offers package, named as the exchange's default configuration expects. */
export const RETAIL_PRICE_TYPE = { id: '9a000000-0000-4000-8000-000000000001', title: 'Розничная' };

function groupXml(group: TestGroup): string {
  const nested = group.groups?.length ? `<Группы>${group.groups.map(groupXml).join('')}</Группы>` : '';
  return `<Группа>${el('Ид', group.id)}${el('Наименование', group.title)}${group.deleted ? el('ПометкаУдаления', 'true') : ''}${nested}</Группа>`;
}

function propertyXml(property: TestProperty): string {
  const values = Object.entries(property.values ?? {})
    .map(([id, value]) => `<Справочник>${el('ИдЗначения', id)}${el('Значение', value)}</Справочник>`)
    .join('');
  return (
    `<Свойство>${el('Ид', property.id)}${el('Наименование', property.title)}${el('ТипЗначений', property.type)}` +
    `${values ? `<ВариантыЗначений>${values}</ВариантыЗначений>` : ''}` +
    `${property.inUse === false ? el('ИспользованиеСвойства', 'false') : ''}${el('ДляТоваров', 'true')}</Свойство>`
  );
}

function productXml(product: TestProduct): string {
  const values = (product.properties ?? [])
    .map(([id, value]) => `<ЗначенияСвойства>${el('Ид', id)}${(Array.isArray(value) ? value : [value]).map((item) => el('Значение', item)).join('')}</ЗначенияСвойства>`)
    .join('');
  return (
    `<Товар${product.deleted ? ' Статус="Удален"' : ''}>${el('Ид', product.id)}${el('Артикул', `T-${product.id.slice(0, 8)}`)}${el('Наименование', product.title)}` +
    `<Группы>${el('Ид', product.groupId)}</Группы>${values ? `<ЗначенияСвойств>${values}</ЗначенияСвойств>` : ''}</Товар>`
  );
}

/** import.xml; `changesOnly` makes it a partial package, `groups: null` leaves the groups out of its classifier. */
export function catalogDocument(options: { groups: TestGroup[] | null; properties?: TestProperty[]; products: TestProduct[]; changesOnly?: boolean }): Buffer {
  const groups = options.groups === null ? '' : `<Группы>${options.groups.map(groupXml).join('')}</Группы>`;
  const properties = options.properties?.length ? `<Свойства>${options.properties.map(propertyXml).join('')}</Свойства>` : '';
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>\n<КоммерческаяИнформация ВерсияСхемы="2.08" ДатаФормирования="2026-11-24T10:00:00">` +
      `<Классификатор>${el('Ид', 'test-classifier')}${el('Наименование', 'Классификатор')}${groups}${properties}</Классификатор>` +
      `<Каталог СодержитТолькоИзменения="${options.changesOnly ? 'true' : 'false'}">${el('Ид', 'test-catalogue')}${el('ИдКлассификатора', 'test-classifier')}` +
      `<Товары>${options.products.map(productXml).join('')}</Товары></Каталог></КоммерческаяИнформация>\n`,
  );
}

/** offers.xml (a partial package): each product priced in roubles, with its stock (in one store when `store` names it). */
export function offersDocument(offers: Array<{ id: string; price: number; quantity: number; store?: string }>): Buffer {
  const items = offers
    .map(
      (offer) =>
        `<Предложение>${el('Ид', offer.id)}<Цены><Цена>${el('ИдТипаЦены', RETAIL_PRICE_TYPE.id)}${el('ЦенаЗаЕдиницу', offer.price.toFixed(2))}${el('Валюта', 'RUB')}</Цена></Цены>` +
        `${el('Количество', String(offer.quantity))}${offer.store ? `<Склад ИдСклада="${escape(offer.store)}" КоличествоНаСкладе="${offer.quantity}"/>` : ''}</Предложение>`,
    )
    .join('');
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>\n<КоммерческаяИнформация ВерсияСхемы="2.08" ДатаФормирования="2026-11-24T10:00:01">` +
      `<ПакетПредложений СодержитТолькоИзменения="true"><ТипыЦен><ТипЦены>${el('Ид', RETAIL_PRICE_TYPE.id)}${el('Наименование', RETAIL_PRICE_TYPE.title)}${el('Валюта', 'RUB')}</ТипЦены></ТипыЦен>` +
      `<Предложения>${items}</Предложения></ПакетПредложений></КоммерческаяИнформация>\n`,
  );
}

import type { DeliveryAddressDto, DeliveryAddressInputDto } from 'api-contracts';

/**
 * The form a street, a pickup point or an address is compared in: lower case, ё as е, letters and
 * digits only, so «ул Труда», «Труда ул.» and «труда» all contain «труда».
 */
export function placeSearchKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/** Longest value of each field of an address; the database checks the same limits. */
export const ADDRESS_LIMITS = {
  street: 150,
  house: 20,
  flat: 10,
  entrance: 10,
  floor: 10,
  intercom: 20,
  comment: 300,
} as const satisfies Record<keyof DeliveryAddressInputDto, number>;

export type AddressField = keyof typeof ADDRESS_LIMITS;

const ADDRESS_FIELDS = Object.keys(ADDRESS_LIMITS) as AddressField[];

/** Invisible format marks (zero-width spaces, direction marks, the byte order mark). */
const FORMAT_MARKS = /[\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff]/u;

/** Whether the text holds control characters (line breaks too, unless `lines` allows them) or invisible marks. */
function hasControl(text: string, lines: boolean): boolean {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (lines && (code === 0x0a || code === 0x0d)) continue;
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return FORMAT_MARKS.test(text);
}

/** Russian messages of the delivery fields of the order. */
export const deliveryFieldMessages = {
  summary: 'Укажите, куда доставить заказ',
  streetRequired: 'Укажите улицу',
  houseRequired: 'Укажите номер дома',
  tooLong: (limit: number) => `Не длиннее ${limit} символов`,
  control: 'Уберите из поля служебные символы',
  notText: 'Заполните поле текстом',
  pickupPointRequired: 'Выберите пункт выдачи или постамат',
  pickupPointUnknown: 'Такого пункта выдачи нет, выберите другой',
  cityUnknown: 'Выберите город доставки',
} as const;

/** Collapses runs of spaces and trims; the comment keeps its line breaks. */
function tidy(value: string, keepLines: boolean): string {
  return keepLines
    ? value.replace(/\r\n?/g, '\n').replace(/[ \t]+/g, ' ').replace(/\n{3,}/g, '\n\n').trim()
    : value.replace(/\s+/g, ' ').trim();
}

/**
 * Checks an address of the order form and answers it tidied, or a Russian message per field
 * (`address.street`, …): street and house are required, every field has its length, and no field holds
 * control characters. `input` may be anything the client sent.
 */
export function checkAddressInput(input: unknown): { address: Omit<DeliveryAddressDto, 'city'> } | { fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  const source = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  const address = { street: '', house: '', flat: '', entrance: '', floor: '', intercom: '', comment: '' };
  for (const field of ADDRESS_FIELDS) {
    const raw = source[field];
    const key = `address.${field}`;
    if (raw === undefined || raw === null) continue;
    if (typeof raw !== 'string') {
      fields[key] = deliveryFieldMessages.notText;
      continue;
    }
    const keepLines = field === 'comment';
    if (hasControl(raw, keepLines)) {
      fields[key] = deliveryFieldMessages.control;
      continue;
    }
    const value = tidy(raw, keepLines);
    if (value.length > ADDRESS_LIMITS[field]) {
      fields[key] = deliveryFieldMessages.tooLong(ADDRESS_LIMITS[field]);
      continue;
    }
    address[field] = value;
  }
  if (!fields['address.street'] && !/[\p{L}\p{N}]/u.test(address.street)) fields['address.street'] = deliveryFieldMessages.streetRequired;
  if (!fields['address.house'] && !/[\p{L}\p{N}]/u.test(address.house)) fields['address.house'] = deliveryFieldMessages.houseRequired;
  return Object.keys(fields).length > 0 ? { fields } : { address };
}

/** The address in one line, as a courier reads it: «Псков, ул. Труда, д. 5, кв. 12, подъезд 2, этаж 3, домофон 12К». */
export function addressLine(address: Omit<DeliveryAddressDto, 'comment'> & { comment?: string }): string {
  return [
    address.city,
    address.street,
    `д. ${address.house}`,
    address.flat && `кв. ${address.flat}`,
    address.entrance && `подъезд ${address.entrance}`,
    address.floor && `этаж ${address.floor}`,
    address.intercom && `домофон ${address.intercom}`,
  ]
    .filter(Boolean)
    .join(', ');
}

/** What makes two addresses one in the address book: city, street, house and flat in the search form. */
export function addressDedupeKey(address: Pick<DeliveryAddressDto, 'city' | 'street' | 'house' | 'flat'>): string {
  const street = placeSearchKey(address.street.replace(/(^|\s)(ул|улица|пр-кт|проспект|пер|переулок|наб|набережная|ш|шоссе|пл|площадь)\.?(?=\s|$)/giu, ' '));
  return [address.city, street, address.house, address.flat].map((part) => placeSearchKey(part)).join('|');
}

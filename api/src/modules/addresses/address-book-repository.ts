import type { DeliveryAddressDto, SavedAddressDto } from 'api-contracts';
import type { Queryable } from '../../db/database';
import { addressDedupeKey, addressLine } from './address-text';

/** Addresses a customer's book keeps; saving one more forgets the one used longest ago. */
export const ADDRESS_BOOK_SIZE = 10;

/** The customer's address book. */
export interface AddressBook {
  /** The account's addresses, last used first. */
  list(accountId: number): Promise<SavedAddressDto[]>;
  /**
   * Keeps the address of an order: a known one (same city, street, house and flat) takes the new
   * entrance, floor, intercom and comment and moves to the top; a new one is added, and the book is
   * cut to {@link ADDRESS_BOOK_SIZE}.
   */
  remember(accountId: number, address: DeliveryAddressDto): Promise<void>;
  /** Deletes one address of the account; false when it has no such address. */
  forget(accountId: number, id: number): Promise<boolean>;
}

type Row = DeliveryAddressDto & { id: number };

function toDto(row: Row): SavedAddressDto {
  const { id, city, street, house, flat, entrance, floor, intercom, comment } = row;
  return { id, city, street, house, flat, entrance, floor, intercom, comment, title: addressLine({ city, street, house, flat, entrance: '', floor: '', intercom: '' }) };
}

/** The address book over the database or an open transaction. */
export function addressBookOn(db: Queryable): AddressBook {
  return {
    async list(accountId) {
      const { rows } = await db.query<Row>(
        `SELECT id, city, street, house, flat, entrance, floor, intercom, comment FROM customer_addresses
         WHERE account_id = $1 ORDER BY last_used_at DESC, id DESC LIMIT $2`,
        [accountId, ADDRESS_BOOK_SIZE],
      );
      return rows.map(toDto);
    },
    async remember(accountId, address) {
      await db.query(
        `INSERT INTO customer_addresses (account_id, city, street, house, flat, entrance, floor, intercom, comment, dedupe_key, last_used_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, clock_timestamp())
         ON CONFLICT (account_id, dedupe_key) DO UPDATE SET
           city = EXCLUDED.city, street = EXCLUDED.street, house = EXCLUDED.house, flat = EXCLUDED.flat, entrance = EXCLUDED.entrance,
           floor = EXCLUDED.floor, intercom = EXCLUDED.intercom, comment = EXCLUDED.comment, last_used_at = clock_timestamp()`,
        [accountId, address.city, address.street, address.house, address.flat, address.entrance, address.floor, address.intercom, address.comment, addressDedupeKey(address)],
      );
      await db.query(
        `DELETE FROM customer_addresses WHERE account_id = $1 AND id NOT IN (
           SELECT id FROM customer_addresses WHERE account_id = $1 ORDER BY last_used_at DESC, id DESC LIMIT $2)`,
        [accountId, ADDRESS_BOOK_SIZE],
      );
    },
    async forget(accountId, id) {
      const result = await db.query('DELETE FROM customer_addresses WHERE account_id = $1 AND id = $2', [accountId, id]);
      return result.rowCount === 1;
    },
  };
}

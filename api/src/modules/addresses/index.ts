/**
 * The addresses module's face: the address book, the pickup points, the address settings and texts, the shared schemas.
 * Files outside the module import it only from here (docs/adr/0041-api-module-faces.md).
 */
export { addressBookOn, type AddressBook } from './address-book-repository';
export { loadAddressConfig, type AddressProviderConfig } from './address-config';
export { addressLine, checkAddressInput, deliveryFieldMessages, placeSearchKey } from './address-text';
export { databasePickupPoints, type PickupPointProvider } from './pickup-points-repository';

/** JSON schemas of addresses and pickup points, shared by the checkout and address routes (`contracts/src/delivery.ts`). */
export { DeliveryAddress as deliveryAddressSchema, PickupPoint as pickupPointSchema, SavedAddress as savedAddressSchema } from 'contracts';

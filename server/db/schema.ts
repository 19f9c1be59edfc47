// Every table of the shop; each area's service owns its own file.
export * from '../catalog/schema';
export * from '../forms/schema';
export * from '../newsletter/schema';
export * from '../accounts/schema';
export * from '../delivery/schema';
export * from '../influencers/schema';
export * from '../checkout/schema';
export * from '../staff/schema';
export * from '../mail/schema';
export * from '../payments/schema';
export * from '../discounts/schema';
export * from '../reviews/schema';
export * from '../backup/schema';
export * from '../returns/schema';
export * from '../tax/schema';
export * from '../cart/schema';
export * from '../restock/schema';

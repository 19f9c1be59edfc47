import { catalogIsEmpty, seedCatalog } from '../catalog/seed';
import type { Db } from '../db/client';
import type { Storage } from '../storage';
import { CATEGORIES, PRODUCTS } from './catalog-data';
import { seedDemoAccounts } from './demo-accounts';
import { seedDemoReviews } from './demo-reviews';
import { generateAllImages } from './images';
import { storageSink } from './picture-sink';

/** Demo data: the catalogue once; demo accounts, demo buyers' orders and reviews, and pictures (into the shop's storage) whenever missing. */
export async function seedDemo(db: Db, storage: Storage) {
  if (await catalogIsEmpty(db)) {
    await seedCatalog(db, { categories: CATEGORIES, products: PRODUCTS });
  }
  await seedDemoAccounts(db);
  await seedDemoReviews(db);
  await generateAllImages(storageSink(storage), PRODUCTS);
}

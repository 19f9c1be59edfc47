import path from 'node:path';
import { catalogIsEmpty, seedCatalog } from '../../server/catalog/seed';
import type { Db } from '../../server/db/client';
import { CATEGORIES, PRODUCTS } from './catalog-data';
import { seedDemoAccounts } from './demo-accounts';
import { generateAllImages } from './images';

/** Demo data for an embedded shop: the catalogue once; demo accounts and pictures whenever missing. */
export async function seedDemo(db: Db, dataDir: string) {
  if (await catalogIsEmpty(db)) {
    await seedCatalog(db, { categories: CATEGORIES, products: PRODUCTS });
  }
  await seedDemoAccounts(db);
  await generateAllImages(path.join(dataDir, 'media'), PRODUCTS);
}

import { createCatalogService } from './catalog/service';
import type { Db } from './db/client';
import { createNewsletterService } from './forms/newsletter';

/** The domain services, shared by the API routes and the page loaders. */
export function createServices(db: Db) {
  return {
    catalog: createCatalogService(db),
    newsletter: createNewsletterService(db),
  };
}

export type AppServices = ReturnType<typeof createServices>;

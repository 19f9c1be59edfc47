import { pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** Lagos delivery areas, reference data loaded by a migration. */
export const lagosAreas = pgTable(
  'lagos_areas',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('lagos_areas_name_key').on(t.name)],
);

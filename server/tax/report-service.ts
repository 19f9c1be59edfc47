import type { Db } from '../db/client';
import { invoiceLinesCsv } from './invoice-lines';
import { nexusReport } from './nexus';
import type { Reports } from './report-routes';
import { salesReport } from './reports';
import { salesCsv } from './sales-csv';

/** The reports over the books: reads only (decision 0050). */
export const createReports = (db: Db): Reports => ({
  sales: (range) => salesReport(db, range),
  salesCsv: async (range) => salesCsv(await salesReport(db, range)),
  invoiceLinesCsv: (range) => invoiceLinesCsv(db, range),
  nexus: () => nexusReport(db),
});

import { ACCESS } from '../../domain/admin/access';
import { fileAnswer } from '../../domain/answers';
import {
  nexusAnswer,
  reportRangeQuery,
  salesReportAnswer,
  type NexusReport,
  type ReportRange,
  type SalesReport,
} from '../../domain/tax/reports';
import { answers, type ZodRoutes } from '../http/validate';

export interface Reports {
  sales: (range: ReportRange) => Promise<SalesReport>;
  salesCsv: (range: ReportRange) => Promise<string>;
  invoiceLinesCsv: (range: ReportRange) => Promise<string>;
  nexus: () => Promise<NexusReport>;
}

/** The accountant's reports (`/api/admin/reports/…`), for the owner only. */
export const reportRoutes =
  (reports: Reports): ZodRoutes =>
  async (app) => {
    const roles = ACCESS.reports;

    app.get(
      '/reports/sales',
      { config: { roles }, schema: { querystring: reportRangeQuery, response: answers({ 200: salesReportAnswer }) } },
      async (req) => reports.sales(req.query),
    );

    const csv = (name: string, make: (range: ReportRange) => Promise<string>) =>
      app.get(
        `/reports/${name}.csv`,
        { config: { roles }, schema: { querystring: reportRangeQuery, response: answers({ 200: fileAnswer }) } },
        async (req, reply) => {
          const { from, to } = req.query;
          const body = await make(req.query);
          return reply
            .type('text/csv; charset=utf-8')
            .header('content-disposition', `attachment; filename="zaron-${name}-${from}-to-${to}.csv"`)
            .send(body);
        },
      );
    csv('sales', reports.salesCsv);
    csv('invoice-lines', reports.invoiceLinesCsv);

    app.get('/reports/nexus', { config: { roles }, schema: { response: answers({ 200: nexusAnswer }) } }, async () => reports.nexus());
  };

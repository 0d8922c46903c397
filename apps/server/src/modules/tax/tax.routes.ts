import type { taxContract } from '@changamoto/shared/contract';
import type { Handlers } from '../../http/contract-router';
import { PRIVATE_CACHE_CONTROL } from '../../providers/private-storage';
import type { TaxReportService } from './tax-report.service';

export function taxHandlers(service: TaxReportService): Handlers<typeof taxContract> {
  return {
    adminTaxReport: ({ query }) => service.report(query.year),
    adminTaxReportCsv: async ({ query }, c) => {
      const file = await service.csv(query.year);
      return c.body(file.body, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${file.filename}"`,
        'Cache-Control': PRIVATE_CACHE_CONTROL,
        'X-Content-Type-Options': 'nosniff',
      });
    },
  };
}

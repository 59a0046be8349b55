import type { CotahistImportResult } from '@app/shared';
import type { Db } from '../platform/db/database.ts';
import { quotesService } from '../modules/market-data/quotes.service.ts';
import { demoCotahist, lastClosedTradingDay } from './cotahist-demo.ts';

/**
 * The demo's quotes (issue 15): the demo COTAHIST file of the 30 weekdays ending on the last close
 * at or before the seed clock `at`, imported through the quotes service as staff import one (same
 * parser, same checks, same statements). Running it again writes the same rows over themselves.
 */
export async function seedDemoQuotes(db: Db, at: Date = new Date()): Promise<CotahistImportResult> {
  const text = demoCotahist(lastClosedTradingDay(at));
  return quotesService({ db, now: () => at }).importCotahist({
    bytes: Buffer.from(text, 'latin1'),
    mimetype: 'text/plain',
  });
}

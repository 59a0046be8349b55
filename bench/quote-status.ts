/**
 * From a quote to every screen (issue 15): SOCKETS WebSocket viewers (customers) watch their
 * brand's `recs:<brand>` topic on one API process. Each round, staff publish a recommendation on
 * a ticker of the bench's own, then post two quotes over HTTP (`create-quote`): one at the entry
 * (the call enters) and one at the target (it closes with a gain). Each quote moves the status
 * through the recommendations module, which announces it on the topic. The figure is the time
 * from just before the quote's HTTP request to each socket reading the `recommendation.changed`
 * event of that move, and to the last of the sockets reading it. Reported, never asserted.
 */
import { loadavg } from 'node:os';
import { Histogram, call, checkOpenFiles, openViewers, pooled, withSection } from './fanout.ts';
import { rssMb } from './proc.ts';

const ADMIN = { email: 'admin@demo.lstrader.com.br', password: 'demo-trader-2026' };
const VIEWER_ACCOUNTS = 10;
const DAY_MS = 86_400_000;

export interface QuoteStatusOptions {
  sockets: number;
  rounds: number;
}

export function quoteStatusOptionsFromEnv(): QuoteStatusOptions {
  return {
    sockets: Number(process.env.BENCH_QUOTE_SOCKETS ?? 1_000),
    rounds: Number(process.env.BENCH_QUOTE_ROUNDS ?? 10),
  };
}

export interface QuoteStatusResult {
  sockets: number;
  rounds: number;
  /** Status moves announced (two a round). */
  moves: number;
  /** Event copies read by the sockets, of moves × sockets. */
  delivered: number;
  expected: number;
  /** Quote sent → one socket read the move (every socket, every move). */
  p50_ms: number | null;
  p99_ms: number | null;
  max_ms: number | null;
  /** Quote sent → the last socket read the move (one figure a move). */
  all_p50_ms: number | null;
  all_max_ms: number | null;
  app_rss_mb: number | null;
  load_average: number;
}

interface ChangedEvent {
  name: string;
  id?: number;
  kind?: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function measureQuoteStatus(
  appBase: string,
  appPid: number | undefined,
  options: QuoteStatusOptions,
): Promise<QuoteStatusResult> {
  checkOpenFiles(options.sockets);
  const loadAverage = Number(loadavg()[0]!.toFixed(2));
  const admin = (await call<{ access_token: string }>(appBase, null, 'POST', '/api/login', ADMIN))
    .access_token;

  // The bench's own ticker: no demo call moves with its quotes.
  const tag = Date.now().toString(36).toUpperCase().slice(-6);
  const asset = await call<{ id: number }>(appBase, admin, 'POST', '/api/create-financial-asset', {
    code: `BQ${tag}`,
    name: 'Ativo do bench',
    market: 'stocks',
  });
  // An analyst with credentials and a method without setups (the weekly swing, in the demo).
  const analysts = await call<{ id: number }[]>(
    appBase,
    admin,
    'GET',
    '/api/select-analyst-for-recommendation',
  );
  let publisher: { analyst: number; method: number } | undefined;
  for (const analyst of analysts) {
    const methods = await call<{ id: number; name: string }[]>(
      appBase,
      admin,
      'GET',
      `/api/select-analyst-trade-methods/${analyst.id}`,
    );
    for (const method of methods) {
      const setups = await call<unknown[]>(
        appBase,
        admin,
        'GET',
        `/api/select-setups-mago/${method.id}`,
      );
      if (setups.length === 0) publisher ??= { analyst: analyst.id, method: method.id };
    }
  }
  if (!publisher) throw new Error('nenhum analista com um método sem setups na demonstração');

  const viewerTokens = await pooled(
    2,
    Array.from({ length: VIEWER_ACCOUNTS }, (_, n) => async () => {
      const account = {
        email: `bench.recs${n}.${tag.toLowerCase()}@demo.lstrader.com.br`,
        password: 'bench-quote-status-2026',
      };
      await call(appBase, admin, 'POST', '/api/create-user', {
        name: `Cliente de carga ${n + 1}`,
        ...account,
        profile_id: 3,
      });
      return (await call<{ access_token: string }>(appBase, null, 'POST', '/api/login', account))
        .access_token;
    }),
  );

  // What each socket waits for: the move's recommendation and kind, and when its quote left.
  let awaited: { id: number; kind: string; sentAt: number } | null = null;
  let readers = 0;
  let lastRead = 0;
  const each = new Histogram();
  const all = new Histogram();
  let delivered = 0;
  const onMessage = (data: Buffer) => {
    if (awaited === null) return;
    const now = performance.now();
    const frame = JSON.parse(data.toString('utf8')) as {
      type: string;
      event?: ChangedEvent;
      events?: ChangedEvent[];
    };
    const events = frame.type === 'batch' ? frame.events : frame.event ? [frame.event] : [];
    for (const event of events ?? []) {
      if (event.name !== 'recommendation.changed') continue;
      if (event.id !== awaited.id || event.kind !== awaited.kind) continue;
      delivered += 1;
      readers += 1;
      lastRead = now;
      each.record(now - awaited.sentAt);
    }
  };

  console.log(`cotação → status: abrindo ${options.sockets} sockets…`);
  const sockets = await openViewers(
    `${appBase.replace(/^http/, 'ws')}/api/realtime`,
    'recs:brazilian',
    viewerTokens,
    options.sockets,
    onMessage,
  );
  let moves = 0;
  try {
    for (let round = 0; round < options.rounds; round++) {
      const rec = await call<{ id: number }>(appBase, admin, 'POST', '/api/create-recommendation', {
        analyst_id: publisher.analyst,
        trade_method_id: publisher.method,
        asset_id: asset.id,
        operation: 'buy',
        frequency: 'swing_trade',
        entry_min_cents: 1_000,
        stop_cents: 900,
        targets_cents: [1_100],
        stop_conduction: 'fixed',
        target_conduction: 'last',
        position_size: 'full',
        valid_until: new Date(Date.now() + DAY_MS).toISOString(),
      });
      // Let the publication's own event pass before the first quote.
      await sleep(200);
      for (const [kind, price] of [
        ['entered', 1_000],
        ['target', 1_100],
      ] as const) {
        readers = 0;
        const sentAt = performance.now();
        awaited = { id: rec.id, kind, sentAt };
        await call(appBase, admin, 'POST', '/api/create-quote', {
          asset_id: asset.id,
          at: new Date().toISOString(),
          price_cents: price,
        });
        const deadline = performance.now() + 10_000;
        while (readers < sockets.length && performance.now() < deadline) await sleep(2);
        if (readers === sockets.length) all.record(lastRead - sentAt);
        awaited = null;
        moves += 1;
      }
    }
  } finally {
    for (const ws of sockets) ws.terminate();
    await sleep(500);
  }
  const round = (value: number | null) => (value === null ? null : Number(value.toFixed(1)));
  return {
    sockets: sockets.length,
    rounds: options.rounds,
    moves,
    delivered,
    expected: moves * sockets.length,
    p50_ms: round(each.percentile(50)),
    p99_ms: round(each.percentile(99)),
    max_ms: round(each.count > 0 ? each.max : null),
    all_p50_ms: round(all.percentile(50)),
    all_max_ms: round(all.count > 0 ? all.max : null),
    app_rss_mb: rssMb(appPid),
    load_average: loadAverage,
  };
}

export const QUOTE_STATUS_HEADING = '## Quote → recommendation status';

export function quoteStatusMarkdown(result: QuoteStatusResult | null): string {
  if (result === null)
    return `${QUOTE_STATUS_HEADING}\n\n**Not measured** (the step failed; see the run output).\n`;
  const ms = (value: number | null) => (value === null ? '—' : value.toFixed(1));
  return [
    QUOTE_STATUS_HEADING,
    '',
    `${result.sockets} WebSocket customers watch \`recs:brazilian\` on the embedded API process; ${result.rounds} rounds, each publishing a call and posting two quotes over HTTP (\`create-quote\`: one at the entry, one at the target), so ${result.moves} status moves; load average ${result.load_average} when it began. Time from just before the quote's HTTP request to a socket reading the move's \`recommendation.changed\` event.`,
    '',
    '| moves | copies read / expected | p50 ms | p99 ms | max ms | all sockets p50 ms | all sockets max ms | API RSS MB |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|',
    `| ${result.moves} | ${result.delivered} / ${result.expected} | ${ms(result.p50_ms)} | ${ms(result.p99_ms)} | ${ms(result.max_ms)} | ${ms(result.all_p50_ms)} | ${ms(result.all_max_ms)} | ${result.app_rss_mb ?? '—'} |`,
    '',
  ].join('\n');
}

/** Puts the section into a latest.md (replacing an older one). */
export function withQuoteStatusSection(markdown: string, result: QuoteStatusResult | null): string {
  return withSection(markdown, QUOTE_STATUS_HEADING, quoteStatusMarkdown(result));
}

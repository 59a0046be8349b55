/**
 * The fan-out's senders (bench/fanout.ts), run in a worker thread: their own event loop, so a
 * message goes out when it is due even while the bench's main thread is busy reading the frames
 * of 10,000 viewer sockets. (In the main thread, a sender's post waited behind those reads, and
 * what looked like a slow server was the bench's own loop.)
 *
 * SENDERS each post one message every `1/rate` s for `seconds`, on schedule (open loop: a sender
 * does not wait for one answer before the next message is due, as people in a chat do not), with
 * at most MAX_IN_FLIGHT_PER_SENDER posts in flight. A post whose answer is not 201 is an error; a
 * message due while its sender is at the cap is not sent (`skipped`). Each message's text ends
 * with its send time (` @<epoch ms>`, taken just before the request) for the viewers' latency.
 */
import { parentPort, workerData } from 'node:worker_threads';

/** Posts one sender may have in flight; a message due while it has that many is not sent. */
export const MAX_IN_FLIGHT_PER_SENDER = 16;

export interface SendersJob {
  senders: number;
  rate: number;
  seconds: number;
  /** Where each message is posted (JSON). */
  url: string;
  /** Per sender, the bearer token to send (the API), or null for none (the raw server). */
  tokens: (string | null)[];
  /**
   * The body: `{ message }` alone (the API), or this template with `message` and a fresh `id`
   * (the raw server broadcasts the body as the chat message).
   */
  template: (Record<string, unknown> & { chat_id: number }) | null;
}

export interface SendTotals {
  scheduled: number;
  sent: number;
  skipped: number;
  errors: number;
  statuses: Record<string, number>;
}

/** Wall-clock ms with sub-ms precision, comparable across the bench's threads. */
export const epochMs = (): number => performance.timeOrigin + performance.now();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function send(job: SendersJob): Promise<SendTotals> {
  const totals: SendTotals = { scheduled: 0, sent: 0, skipped: 0, errors: 0, statuses: {} };
  let id = 0;
  const post = async (sender: number, text: string): Promise<number> => {
    const token = job.tokens[sender] ?? null;
    id += 1;
    const body = job.template
      ? { ...job.template, id: job.template.chat_id * 1e6 + id, message: text }
      : { message: text };
    const res = await fetch(job.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    await res.arrayBuffer();
    return res.status;
  };
  const until = performance.now() + job.seconds * 1000;
  const interval = 1000 / job.rate;
  await Promise.all(
    Array.from({ length: job.senders }, async (_, sender) => {
      // Spread the senders over the first interval instead of all at once.
      await sleep((interval * sender) / job.senders);
      const posts = new Set<Promise<void>>();
      let next = performance.now();
      for (let seq = 0; next < until; seq++) {
        totals.scheduled += 1;
        if (posts.size >= MAX_IN_FLIGHT_PER_SENDER) totals.skipped += 1;
        else {
          const text = `bench s${sender}-${seq} @${epochMs().toFixed(3)}`;
          // A refused or failed request is an error to report, not the end of the run.
          const done: Promise<void> = post(sender, text)
            .catch(() => 0)
            .then((status) => {
              posts.delete(done);
              if (status === 201) totals.sent += 1;
              else {
                totals.errors += 1;
                const key = status === 0 ? 'network' : String(status);
                totals.statuses[key] = (totals.statuses[key] ?? 0) + 1;
              }
            });
          posts.add(done);
        }
        next += interval;
        const wait = next - performance.now();
        if (wait > 0) await sleep(wait);
      }
      await Promise.all(posts);
    }),
  );
  return totals;
}

if (parentPort && workerData) {
  const port = parentPort;
  port.postMessage(await send(workerData as SendersJob));
}

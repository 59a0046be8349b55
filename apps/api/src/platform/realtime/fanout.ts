import type { ServerFrame, ServerTopicEvent } from '@app/shared';
import type { RealtimeBus } from './bus.ts';

/** The part of a `ws` socket the fan-out uses (tests hand in fakes). */
export interface FanoutSocket {
  readonly readyState: number;
  readonly OPEN: number;
  /** Bytes accepted by `send` and not yet written to the kernel. */
  readonly bufferedAmount: number;
  send(data: Buffer, options: { binary: false }): void;
  terminate(): void;
}

export interface FanoutOptions {
  bus: RealtimeBus;
  /** The coalescing window of a topic in ms, or undefined for a topic sent event by event. */
  coalesceWindowFor: (topic: string) => number | undefined;
  /**
   * Bytes a socket may have waiting to be written; a socket past it stopped reading and is
   * terminated instead of buffered (it reconnects and catches up through the API).
   */
  maxBufferedBytes: number;
  /** A socket cut for not reading (logged by the endpoint). */
  onSlowSocket?: (socket: FanoutSocket) => void;
  /** The clock (ms) a frame's writing time is measured with: `performance.now` (tests: theirs). */
  now?: () => number;
}

export interface FanoutSubscriber {
  socket: FanoutSocket;
  /** Frames reach this subscriber this much later (a trial viewer's held-back chat); 0: at once. */
  delayMs: number;
}

/** Frames waiting for the subscribers of one delay value, in the order they are due. */
interface DelayLane {
  delayMs: number;
  subscribers: Set<Entry>;
  queue: { due: number; seq: number; data: Buffer }[];
  timer: ReturnType<typeof setTimeout> | undefined;
}

interface Entry {
  subscriber: FanoutSubscriber;
  /** Frames fanned out before this subscription (a lower `seq`) are not its business. */
  since: number;
  /** False once unsubscribed: frames still queued for it are not sent. */
  active: boolean;
}

/** One frame on its way to a list of subscribers (written a slice at a time). */
interface WriteJob {
  data: Buffer;
  entries: Entry[];
  /** Only entries subscribed before this frame (`since < seq`). */
  seq: number;
  next: number;
  /** Called once the last socket of `entries` was written (only for a job that waited). */
  onDone: (() => void) | undefined;
}

/**
 * Sockets written per turn of the event loop. A frame for 10,000 viewers is written in slices,
 * with the loop free between them, so HTTP requests (the next chat message, other people's
 * pages) are not held up for the whole fan-out.
 */
export const FANOUT_SLICE = 500;

/**
 * Bytes written per turn of the event loop, whatever the number of sockets (at least one socket
 * a turn). A busy chat's frames grow under load (see `written`); 500 copies of a 100 KB frame are
 * 50 MB of socket writes in one turn, tens of milliseconds in which no HTTP request (the next
 * message) runs. A budget in bytes keeps each turn short however large the frame.
 */
export const FANOUT_SLICE_BYTES = 1024 * 1024;

/** How many copies of a `bytes`-long frame one turn writes. */
export const socketsPerTurn = (bytes: number): number =>
  Math.max(1, Math.min(FANOUT_SLICE, Math.floor(FANOUT_SLICE_BYTES / Math.max(1, bytes))));

/**
 * Visits `items` a FANOUT_SLICE at a time, one slice per turn of the event loop (the first at
 * once), so a pass over every socket (the heartbeat's pings) does not hold requests up.
 */
export function forEachInSlices<T>(items: readonly T[], visit: (item: T) => void): void {
  let next = 0;
  const slice = () => {
    const end = Math.min(items.length, next + FANOUT_SLICE);
    for (; next < end; next += 1) visit(items[next]!);
    if (next < items.length) setImmediate(slice);
  };
  slice();
}

interface TopicState {
  topic: string;
  unsubscribeBus: () => void;
  /** Delay 0: sent as soon as a frame is ready. */
  immediate: Set<Entry>;
  lanes: Map<number, DelayLane>;
  /** Coalesced topics: the events of the open window, oldest first. */
  buffer: ServerTopicEvent[];
  windowTimer: ReturnType<typeof setTimeout> | undefined;
  /** Coalesced topics: a frame that had to wait its turn is still being written to its sockets. */
  writing: boolean;
}

export interface Fanout {
  /** Watches `topic` for this socket until the returned function is called. */
  subscribe(topic: string, subscriber: FanoutSubscriber): () => void;
  /** Drops every buffer and timer (app close). */
  close(): void;
}

/**
 * The process side of the bus: ONE bus subscription per topic, whatever the number of local
 * sockets, and each frame serialised ONCE (into one Buffer) and that same Buffer handed to every
 * socket that watches the topic. Coalesced topics (the chat) gather the events that arrive within
 * the window into one `batch` frame; others send one `event` frame per event. Delayed
 * subscriptions share one queue and one timer per topic and delay value.
 */
export function createFanout(options: FanoutOptions): Fanout {
  const { bus, coalesceWindowFor, maxBufferedBytes } = options;
  const clock = options.now ?? (() => performance.now());
  const topics = new Map<string, TopicState>();
  let seq = 0;
  let closed = false;

  const write = (entry: Entry, data: Buffer): void => {
    const { socket } = entry.subscriber;
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > maxBufferedBytes) {
      // It stopped reading: holding ever more for it would let one client eat the process memory.
      options.onSlowSocket?.(socket);
      socket.terminate();
      return;
    }
    socket.send(data, { binary: false });
  };

  /** Frames waiting to be written, in order: every socket gets its frames in order. */
  const jobs: WriteJob[] = [];
  let pumping = false;
  const runJob = (job: WriteJob, budget: number): number => {
    const end = Math.min(job.entries.length, job.next + budget);
    for (; job.next < end; job.next += 1) {
      const entry = job.entries[job.next]!;
      if (entry.active && entry.since < job.seq) write(entry, job.data);
    }
    return end;
  };
  const pump = (): void => {
    // The turn's budget in bytes, spent as copies of the frames in line.
    let bytes = FANOUT_SLICE_BYTES;
    let sockets = FANOUT_SLICE;
    let first = true;
    while (sockets > 0 && jobs.length > 0 && !closed) {
      const job = jobs[0]!;
      const fit = Math.min(sockets, Math.floor(bytes / Math.max(1, job.data.length)));
      // A frame larger than the budget still goes out, one copy a turn.
      const count = first ? Math.max(1, fit) : fit;
      if (count === 0) break;
      first = false;
      const before = job.next;
      runJob(job, count);
      const written = job.next - before;
      sockets -= written;
      bytes -= written * job.data.length;
      if (job.next >= job.entries.length) {
        jobs.shift();
        job.onDone?.();
      }
    }
    if (jobs.length > 0 && !closed) setImmediate(pump);
    else pumping = false;
  };
  /**
   * Writes `data` to `entries` now when it is small and nothing waits (false); else queues it,
   * written in slices, and `onDone` runs once it is written (true).
   */
  const send = (data: Buffer, entries: Entry[], frameSeq: number, onDone?: () => void): boolean => {
    const job: WriteJob = { data, entries, seq: frameSeq, next: 0, onDone };
    if (jobs.length === 0 && entries.length <= socketsPerTurn(data.length)) {
      runJob(job, entries.length);
      return false;
    }
    jobs.push(job);
    if (!pumping) {
      pumping = true;
      setImmediate(pump);
    }
    return true;
  };

  const drainLane = (state: TopicState, lane: DelayLane): void => {
    lane.timer = undefined;
    const now = Date.now();
    while (lane.queue.length > 0 && lane.queue[0]!.due <= now) {
      const item = lane.queue.shift()!;
      send(item.data, [...lane.subscribers], item.seq);
    }
    armLane(state, lane);
  };

  const armLane = (state: TopicState, lane: DelayLane): void => {
    const head = lane.queue[0];
    if (head === undefined || lane.timer !== undefined) return;
    lane.timer = setTimeout(() => drainLane(state, lane), Math.max(0, head.due - Date.now()));
  };

  /**
   * A coalesced topic's frame reached its last immediate socket. The loop spent `tookMs` writing
   * it, so the topic's next frame waits at least as long (and at least a window): the fan-out
   * takes at most about half of the loop, and HTTP requests (the next messages) keep flowing.
   */
  const written = (state: TopicState, since: number): void => {
    state.writing = false;
    if (state.buffer.length === 0 || topics.get(state.topic) !== state) return;
    clearTimeout(state.windowTimer);
    const tookMs = clock() - since;
    const windowMs = coalesceWindowFor(state.topic) ?? 0;
    state.windowTimer = setTimeout(() => flushWindow(state), Math.max(windowMs, tookMs));
  };

  /** Hands one ready frame to the topic's sockets: now, or queued per delay value. */
  const dispatch = (state: TopicState, frame: ServerFrame, coalesced: boolean): void => {
    seq += 1;
    const data = Buffer.from(JSON.stringify(frame));
    const since = clock();
    const onDone = coalesced ? () => written(state, since) : undefined;
    if (send(data, [...state.immediate], seq, onDone) && coalesced) state.writing = true;
    const now = Date.now();
    for (const lane of state.lanes.values()) {
      lane.queue.push({ due: now + lane.delayMs, seq, data });
      armLane(state, lane);
    }
  };

  /**
   * A window closed. While the topic's previous frame is still being written (more sockets than
   * the process writes in a window), its events wait and go out as one frame after it (see
   * `written`): under load the frames grow and come less often instead of queueing up, so every
   * socket gets every event with the writes the process can make, and the loop keeps turns for
   * the HTTP requests.
   */
  function flushWindow(state: TopicState): void {
    state.windowTimer = undefined;
    // Its events stay in the buffer; `written` sends them.
    if (state.writing) return;
    const events = state.buffer;
    state.buffer = [];
    if (events.length > 0) dispatch(state, { type: 'batch', topic: state.topic, events }, true);
  }

  const onEvent = (state: TopicState, event: ServerTopicEvent): void => {
    const windowMs = coalesceWindowFor(state.topic);
    if (windowMs === undefined || windowMs <= 0) {
      dispatch(state, { type: 'event', topic: state.topic, event }, false);
      return;
    }
    state.buffer.push(event);
    state.windowTimer ??= setTimeout(() => flushWindow(state), windowMs);
  };

  const dropTopic = (state: TopicState): void => {
    clearTimeout(state.windowTimer);
    for (const lane of state.lanes.values()) clearTimeout(lane.timer);
    state.unsubscribeBus();
    topics.delete(state.topic);
  };

  return {
    subscribe(topic, subscriber) {
      if (closed) return () => {};
      let state = topics.get(topic);
      if (!state) {
        const created: TopicState = {
          topic,
          unsubscribeBus: () => {},
          immediate: new Set(),
          lanes: new Map(),
          buffer: [],
          windowTimer: undefined,
          writing: false,
        };
        created.unsubscribeBus = bus.subscribe(topic, (event) => onEvent(created, event));
        topics.set(topic, created);
        state = created;
      }
      const entry: Entry = { subscriber, since: seq, active: true };
      const delayMs = Math.max(0, Math.round(subscriber.delayMs));
      let lane: DelayLane | undefined;
      if (delayMs === 0) {
        state.immediate.add(entry);
      } else {
        lane = state.lanes.get(delayMs);
        if (!lane) {
          lane = { delayMs, subscribers: new Set(), queue: [], timer: undefined };
          state.lanes.set(delayMs, lane);
        }
        lane.subscribers.add(entry);
      }
      const owner = state;
      let active = true;
      return () => {
        if (!active) return;
        active = false;
        entry.active = false;
        if (lane) {
          lane.subscribers.delete(entry);
          if (lane.subscribers.size === 0) {
            clearTimeout(lane.timer);
            owner.lanes.delete(lane.delayMs);
          }
        } else {
          owner.immediate.delete(entry);
        }
        if (owner.immediate.size === 0 && owner.lanes.size === 0 && topics.get(topic) === owner)
          dropTopic(owner);
      };
    },
    close() {
      closed = true;
      jobs.length = 0;
      for (const state of [...topics.values()]) dropTopic(state);
    },
  };
}

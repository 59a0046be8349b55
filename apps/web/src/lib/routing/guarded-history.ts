import { NavigationType } from 'react-router';
import type { HistoryRouterProps, Path } from 'react-router';

/** The history a declarative router runs on (react-router's browser or memory history). */
export type History = HistoryRouterProps['history'];
type Update = Parameters<Parameters<History['listen']>[0]>[0];

/** Whether leaving `from` for `to` must wait for the person's answer. */
export type LeaveCheck = (from: Path, to: Path) => boolean;

/** A navigation held until the person answers: go on, or stay where they are. */
export interface PendingLeave {
  proceed(): void;
  stay(): void;
  /** The newest check when the navigation was held: its owner asks the question. */
  owner: LeaveCheck;
}

export interface GuardedHistory extends History {
  /** Adds a check consulted before every navigation; returns its removal. */
  guard: (check: LeaveCheck) => () => void;
  /** The navigation waiting for an answer, if any. */
  pending: () => PendingLeave | null;
  /** Calls `listener` when a navigation starts or stops waiting; returns the unsubscribe. */
  subscribePending: (listener: () => void) => () => void;
}

const pathOf = (location: Path): Path => ({
  pathname: location.pathname,
  search: location.search,
  hash: location.hash,
});

/**
 * `history` with leave checks (ADR 0020): a push or replace that a check refuses waits for
 * `proceed()`; a back or forward (a POP, already done by the browser) is undone at once and
 * redone on `proceed()`. It also lets several listeners share the one a history accepts (the
 * router and the app's pathname).
 */
export function guardHistory(history: History): GuardedHistory {
  const checks = new Set<LeaveCheck>();
  const listeners = new Set<(update: Update) => void>();
  const pendingListeners = new Set<() => void>();
  let waiting: PendingLeave | null = null;
  let current = pathOf(history.location);
  /** The POP that undoes a held back/forward: nobody hears of it. */
  let undoing = false;
  /** The held POP redone after `proceed()`: it passes. */
  let allowed = false;
  let stop: (() => void) | null = null;

  const setWaiting = (next: PendingLeave | null) => {
    waiting = next;
    for (const listener of pendingListeners) listener();
  };
  const refuses = (from: Path, to: Path) => [...checks].some((check) => check(from, to));
  const hold = (go: () => void) => {
    const owner = [...checks].at(-1);
    if (!owner) return go();
    setWaiting({
      owner,
      proceed: () => {
        setWaiting(null);
        go();
      },
      stay: () => setWaiting(null),
    });
  };

  const dispatch = (update: Update) => {
    if (undoing) {
      undoing = false;
      return;
    }
    const delta = update.delta;
    if (
      update.action === NavigationType.Pop &&
      delta &&
      !allowed &&
      refuses(current, update.location)
    ) {
      undoing = true;
      history.go(-delta);
      hold(() => {
        allowed = true;
        history.go(delta);
      });
      return;
    }
    allowed = false;
    current = pathOf(update.location);
    for (const listener of listeners) listener(update);
  };

  const navigate =
    (method: 'push' | 'replace') => (to: Parameters<History['push']>[0], state?: unknown) => {
      const go = () => history[method](to, state);
      if (checks.size > 0 && refuses(pathOf(history.location), history.encodeLocation(to)))
        hold(go);
      else go();
    };

  return {
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    createHref: (to) => history.createHref(to),
    createURL: (to) => history.createURL(to),
    encodeLocation: (to) => history.encodeLocation(to),
    push: navigate('push'),
    replace: navigate('replace'),
    go: (delta) => history.go(delta),
    listen(listener) {
      listeners.add(listener);
      if (!stop) {
        current = pathOf(history.location);
        stop = history.listen(dispatch);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && stop) {
          stop();
          stop = null;
        }
      };
    },
    guard(check) {
      checks.add(check);
      return () => {
        checks.delete(check);
        if (waiting?.owner === check) setWaiting(null);
      };
    },
    pending: () => waiting,
    subscribePending(listener) {
      pendingListeners.add(listener);
      return () => pendingListeners.delete(listener);
    },
  };
}

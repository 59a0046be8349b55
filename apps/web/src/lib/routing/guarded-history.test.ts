import { describe, expect, it, vi } from 'vitest';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router';
import { guardHistory } from './guarded-history.ts';
import type { LeaveCheck } from './guarded-history.ts';

function setup(entries = ['/a', '/b'], index = 1) {
  const history = guardHistory(
    createMemoryHistory({ initialEntries: entries, initialIndex: index, v5Compat: true }),
  );
  const heard: string[] = [];
  const stop = history.listen(({ action, location }) =>
    heard.push(`${action} ${location.pathname}`),
  );
  return { history, heard, stop };
}

const leavingThePath: LeaveCheck = (from, to) => from.pathname !== to.pathname;

describe('guardHistory', () => {
  it('lets every navigation through while no check refuses it, to every listener', () => {
    const { history, heard } = setup();
    const other = vi.fn();
    history.listen(other);
    history.push('/c');
    history.replace('/d?x=1');
    history.go(-1);
    expect(heard).toEqual(['PUSH /c', 'REPLACE /d', 'POP /b']);
    expect(other).toHaveBeenCalledTimes(3);
    expect(history.location.pathname).toBe('/b');
  });

  it('holds a push a check refuses until the person goes on, or drops it when they stay', () => {
    const { history, heard } = setup();
    const stopGuard = history.guard(leavingThePath);
    history.push('/c');
    expect(history.location.pathname).toBe('/b');
    expect(history.pending()?.owner).toBe(leavingThePath);
    history.pending()?.stay();
    expect(history.pending()).toBeNull();
    expect(heard).toEqual([]);

    history.push('/b?page=2');
    expect(heard).toEqual(['PUSH /b']);
    history.push('/c');
    history.pending()?.proceed();
    expect(history.location.pathname).toBe('/c');
    expect(heard).toEqual(['PUSH /b', 'PUSH /c']);
    stopGuard();
    history.push('/e');
    expect(history.location.pathname).toBe('/e');
  });

  it('undoes a back the check refuses, silently, and redoes it when the person goes on', () => {
    const { history, heard } = setup(['/a', '/b', '/c'], 2);
    history.guard(leavingThePath);
    history.go(-2);
    expect(history.location.pathname).toBe('/c');
    expect(heard).toEqual([]);
    history.pending()?.proceed();
    expect(history.location.pathname).toBe('/a');
    expect(heard).toEqual(['POP /a']);
    // Going on once does not open the way for the next one.
    history.go(1);
    expect(history.location.pathname).toBe('/a');
    expect(history.pending()).not.toBeNull();
  });

  it('hands the question to the newest check, and tells who waits for it', () => {
    const { history } = setup();
    const older: LeaveCheck = () => true;
    const newer: LeaveCheck = () => false;
    history.guard(older);
    const dropNewer = history.guard(newer);
    const changes = vi.fn();
    history.subscribePending(changes);
    history.push('/c');
    expect(history.pending()?.owner).toBe(newer);
    // The owner leaving the page takes the question with it.
    dropNewer();
    expect(history.pending()).toBeNull();
    expect(changes).toHaveBeenCalledTimes(2);
  });
});

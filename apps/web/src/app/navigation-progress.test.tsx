import { act, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { GuardedRouter, RouteTree } from '../lib/routing/guarded-router.tsx';
import { memoryHistory } from '../test/memory-history.ts';
import { NavigationProgress } from './navigation-progress.tsx';

describe('NavigationProgress', () => {
  it('shows while the next page’s chunk loads, with the current page still on screen', async () => {
    let arrive: (module: { default: ComponentType }) => void = () => undefined;
    const Next = lazy(
      () =>
        new Promise<{ default: ComponentType }>((resolve) => {
          arrive = resolve;
        }),
    );
    const history = memoryHistory('/a');
    render(
      <GuardedRouter history={history}>
        <NavigationProgress />
        <Suspense fallback={<p>carregando a primeira</p>}>
          <RouteTree
            routes={[
              { path: '/a', element: <h1>Página A</h1> },
              { path: '/b', element: <Next /> },
            ]}
          />
        </Suspense>
      </GuardedRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Página A' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    act(() => history.push('/b'));
    expect(await screen.findByRole('progressbar', { name: 'Carregando…' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Página A' })).toBeInTheDocument();

    await act(async () => {
      arrive({ default: () => <h1>Página B</h1> });
      await Promise.resolve();
    });
    expect(await screen.findByRole('heading', { name: 'Página B' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});

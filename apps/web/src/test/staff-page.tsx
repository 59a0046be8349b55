import { createAbility } from '../lib/session/ability.ts';
import { AbilityProvider } from '../lib/session/ability-context.tsx';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { Action } from '@app/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nProvider } from '../i18n/react.tsx';
import { GuardedRouter, RouteTree } from '../lib/routing/guarded-router.tsx';
import { memoryHistory } from './memory-history.ts';
import { i18n } from '../i18n/i18n.ts';
import { APP_THEME } from './app-theme.ts';

/**
 * A staff page in a memory router, with the app's providers: `routes` maps paths to elements
 * (the list a form leads back to, another page…), the first entry is `path`. The person may do
 * everything unless `rules` says otherwise.
 */
export function renderStaffPage(
  routes: Record<string, ReactNode>,
  path: string,
  rules: { action: Action | 'manage'; subject: string }[] = [{ action: 'manage', subject: 'all' }],
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const history = memoryHistory(path);
  render(
    <MantineProvider env="test" theme={APP_THEME}>
      <I18nProvider i18n={i18n}>
        <Notifications />
        <QueryClientProvider client={queryClient}>
          <AbilityProvider value={createAbility(rules)}>
            <GuardedRouter history={history}>
              <RouteTree
                routes={Object.entries(routes).map(([route, element]) => ({
                  path: route,
                  element,
                }))}
              />
            </GuardedRouter>
          </AbilityProvider>
        </QueryClientProvider>
      </I18nProvider>
    </MantineProvider>,
  );
  return { history, queryClient, user: userEvent.setup() };
}

import { createAbility } from '../lib/session/ability.ts';
import { AbilityProvider } from '../lib/session/ability-context.tsx';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { Action } from '@app/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { BRAND_IDS } from '@app/shared';
import { findRoute, recordRoutesOf } from '../app/routes/route-match.ts';
import { RecordRoutesContext } from '../lib/routing/record-routes.tsx';
import { I18nProvider } from '../i18n/react.tsx';
import { GuardedRouter, RouteTree } from '../lib/routing/guarded-router.tsx';
import { memoryHistory } from './memory-history.ts';
import { i18n } from '../i18n/i18n.ts';
import { APP_THEME } from './app-theme.ts';

/** The managed list of the path shown, as the app's route gate gives it (any brand's table). */
function TableRecordRoutes({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const records = useMemo(
    () =>
      recordRoutesOf(
        BRAND_IDS.map((brand) => findRoute(brand, pathname)).find((route) => route !== null) ??
          null,
      ),
    [pathname],
  );
  return <RecordRoutesContext value={records}>{children}</RecordRoutesContext>;
}

/**
 * A staff page in a memory router, with the app's providers: `routes` maps paths to elements
 * (the list a form leads back to, another page…), the first entry is `path`; the route table's
 * list of `path` reaches the page as in the app. The person may do
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
              <TableRecordRoutes>
                <RouteTree
                  routes={Object.entries(routes).map(([route, element]) => ({
                    path: route,
                    element,
                  }))}
                />
              </TableRecordRoutes>
            </GuardedRouter>
          </AbilityProvider>
        </QueryClientProvider>
      </I18nProvider>
    </MantineProvider>,
  );
  return { history, queryClient, user: userEvent.setup() };
}

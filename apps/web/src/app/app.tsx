import { MantineProvider } from '@mantine/core';
import type { MantineColorSchemeManager } from '@mantine/core';
import { AbilityProvider } from '../lib/session/ability-context.tsx';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useLayoutEffect, useMemo, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { I18nProvider } from '../i18n/react.tsx';
import type { RouteObject } from 'react-router';
import type { BrandDefinition } from '@app/shared';
import {
  PreferencesProvider,
  usePreferences,
} from '../features/preferences/preferences-context.tsx';
import { i18n } from '../i18n/i18n.ts';
import type { AppAbility } from '../lib/session/ability.ts';
import type { KeyValueStore } from '../lib/storage/storage.ts';
import { GuardedRouter, RouteTree } from '../lib/routing/guarded-router.tsx';
import type { GuardedHistory } from '../lib/routing/guarded-history.ts';
import { SlotsProvider } from '../components/slots/slots.tsx';
import { BrandProvider } from './brands/brand-context.tsx';
import { appSlots } from './slots.tsx';
import { NotificationsHost } from './notifications-host.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { brandCssVariables, brandTheme } from './brands/brand-theme.ts';

/**
 * The skin preference owns the colour scheme (stored under `lsp:`), so Mantine must neither read
 * nor write its own localStorage key.
 */
const noStorageColorScheme: MantineColorSchemeManager = {
  get: (defaultValue) => defaultValue,
  set: () => undefined,
  subscribe: () => undefined,
  unsubscribe: () => undefined,
  clear: () => undefined,
};

function ThemedShell({
  brand,
  mantineEnv,
  children,
}: {
  brand: BrandDefinition;
  mantineEnv: 'default' | 'test';
  children: ReactNode;
}) {
  const { colorScheme } = usePreferences();
  const theme = useMemo(() => brandTheme(brand), [brand]);
  const cssVariables = useMemo(() => brandCssVariables(brand), [brand]);
  return (
    <MantineProvider
      theme={theme}
      forceColorScheme={colorScheme}
      colorSchemeManager={noStorageColorScheme}
      cssVariablesResolver={cssVariables}
      env={mantineEnv}
    >
      <NotificationsHost />
      {children}
    </MantineProvider>
  );
}

export interface AppProps {
  brand: BrandDefinition;
  /** The brand's route tree (`appRoutes`) and the history it runs on (browser, or memory in tests). */
  routes: RouteObject[];
  history: GuardedHistory;
  store: KeyValueStore;
  queryClient: QueryClient;
  ability: AppAbility;
  /** Mantine's `test` env turns off transitions and portals (jsdom cannot run them). */
  mantineEnv?: 'default' | 'test';
}

export function App({
  brand,
  routes,
  history,
  store,
  queryClient,
  ability,
  mantineEnv = 'default',
}: AppProps) {
  // The preferences sit above the router (Mantine wraps everything) yet need the pathname.
  const pathname = useSyncExternalStore(
    (onChange) => history.listen(() => onChange()),
    () => history.location.pathname,
  );
  useLayoutEffect(() => {
    document.title = brand.name;
    document.documentElement.dataset.brand = brand.id;
  }, [brand]);
  return (
    <BrandProvider brand={brand}>
      <I18nProvider i18n={i18n}>
        <PreferencesProvider brand={brand} store={store} pathname={pathname}>
          <ThemedShell brand={brand} mantineEnv={mantineEnv}>
            <QueryClientProvider client={queryClient}>
              <AbilityProvider value={ability}>
                <SlotsProvider slots={appSlots}>
                  <GuardedRouter history={history}>
                    <RouteErrorBoundary resetKey={pathname}>
                      <RouteTree routes={routes} />
                    </RouteErrorBoundary>
                  </GuardedRouter>
                </SlotsProvider>
              </AbilityProvider>
            </QueryClientProvider>
          </ThemedShell>
        </PreferencesProvider>
      </I18nProvider>
    </BrandProvider>
  );
}

import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Tooltip.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import './app/skins.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';
import { App } from './app/app.tsx';
import { currentBrand } from './app/brands/brand-table.ts';
import { appRoutes, preloadPage } from './app/routes/app-routes.tsx';
import { guardHistory } from './lib/routing/guarded-history.ts';
import { isPublicPath } from './app/routes/route-match.ts';
import { configureApiClient } from './lib/api-client/api-client.ts';
import { createQueryClient } from './lib/api-client/query-client.ts';
import { permissionsToRules } from '@app/shared';
import { buildAbility } from './lib/session/ability.ts';
import { readPermissions, subscribeSession } from './lib/session/session.ts';
import { appStore } from './lib/storage/storage.ts';

const brand = currentBrand();

configureApiClient({
  isPublicPath: (pathname) => isPublicPath(brand.id, pathname),
  siteHome: () => brand.siteHome,
});

const store = appStore();
const root = document.getElementById('root');
if (!root) throw new Error('index.html precisa de <div id="root">');

const ability = buildAbility(store);
// Login, refresh, logout and 401s change the stored permissions: the ability follows them.
subscribeSession(() => ability.update(permissionsToRules(readPermissions(store))));

preloadPage(brand, window.location.pathname);

createRoot(root).render(
  <StrictMode>
    <App
      brand={brand}
      routes={appRoutes(brand)}
      history={guardHistory(createBrowserHistory({ v5Compat: true }))}
      store={store}
      queryClient={createQueryClient()}
      ability={ability}
    />
  </StrictMode>,
);

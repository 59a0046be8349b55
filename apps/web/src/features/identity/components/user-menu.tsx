import { Box, Button } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session/use-session.ts';

const AccountMenu = lazy(async () => ({
  default: (await import('./account-menu.tsx')).AccountMenu,
}));

/** The header's account corner: "Entrar" for a visitor, the person's menu with "Sair" otherwise. */
export function UserMenu({ hasRoute = () => true }: { hasRoute?: (path: string) => boolean }) {
  const { t } = useTranslation();
  const { user, loggedIn } = useSession();

  if (!loggedIn || !user) {
    return (
      <Button component={Link} to="/login" variant="light" size="compact-md" radius="md">
        {t('auth.loginLink')}
      </Button>
    );
  }
  return (
    // The avatar's place is kept while the menu's chunk loads.
    <Suspense fallback={<Box w={34} h={34} />}>
      <AccountMenu hasRoute={hasRoute} />
    </Suspense>
  );
}

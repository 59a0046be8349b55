import IconLock from '@tabler/icons-react/dist/esm/icons/IconLock.mjs';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Navigate, useLocation } from 'react-router';
import { PageState } from '../page-state.tsx';
import { useSession } from '../../lib/session/use-session.ts';
import { rememberTargetUrl } from '../../lib/session/session-actions.ts';

/**
 * For pages the route table opens to visitors (Liberta's `/podcasts/cadastro`,
 * `/calendario-do-investidor/cadastro`) but only staff may use: a visitor signs in first (and
 * comes back), a signed-in person without the permission sees why not.
 */
export function StaffOnly({
  allowed,
  back,
  children,
}: {
  allowed: boolean;
  back: { to: string; label: string };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { loggedIn } = useSession();
  const location = useLocation();
  if (allowed) return children;
  if (!loggedIn) {
    rememberTargetUrl(`${location.pathname}${location.search}`);
    return <Navigate to="/login" replace />;
  }
  return (
    <PageState
      testId="forbidden"
      color="red"
      icon={<IconLock size={36} stroke={1.5} />}
      title={t('auth.forbiddenTitle')}
      text={t('auth.forbiddenText')}
      action={back}
    />
  );
}

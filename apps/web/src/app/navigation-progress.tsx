import { useTranslation } from '../i18n/react.tsx';
import { useNavigationPending } from '../lib/routing/guarded-router.tsx';
import classes from './navigation-progress.module.css';

/** A thin bar at the top while the next page loads (the current one stays until it is in). */
export function NavigationProgress() {
  const pending = useNavigationPending();
  const { t } = useTranslation();
  if (!pending) return null;
  return <div role="progressbar" aria-label={t('app.loading')} className={classes.bar} />;
}

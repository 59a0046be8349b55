import IconLock from '@tabler/icons-react/dist/esm/icons/IconLock.mjs';
import { useTranslation } from '../../i18n/react.tsx';
import { PageState } from '../../components/page-state.tsx';
import { useBrand } from '../brands/brand-context.tsx';

/** A signed-in person opened a page their profile may not open (the API would answer 403 too). */
export function ForbiddenPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <PageState
      testId="forbidden"
      color="red"
      icon={<IconLock size={36} stroke={1.5} />}
      title={t('auth.forbiddenTitle')}
      text={t('auth.forbiddenText')}
      action={{ to: brand.defaultRoute, label: t('app.backHome') }}
    />
  );
}

import IconMapSearch from '@tabler/icons-react/dist/esm/icons/IconMapSearch.mjs';
import { useTranslation } from '../../i18n/react.tsx';
import { PageState } from '../../components/page-state.tsx';
import { useBrand } from '../brands/brand-context.tsx';

/** Any path the current brand does not have, including other brands' routes. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <PageState
      testId="not-found"
      color="gray"
      icon={<IconMapSearch size={36} stroke={1.5} />}
      badge="404"
      title={t('notFound.title')}
      text={t('notFound.text')}
      action={{ to: brand.defaultRoute, label: t('notFound.action') }}
    />
  );
}

import { Center, Loader } from '@mantine/core';
import { useTranslation } from '../../i18n/react.tsx';

export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih={240} role="status" aria-label={t('app.loading')}>
      <Loader size="md" />
    </Center>
  );
}

import { Card, Stack, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/react.tsx';
import { PolicyDocument } from '../components/policy-document.tsx';
import '../i18n/index.ts';

/** `/politica-de-privacidade`: the active policy of this origin's brand, open to everyone. */
export function PrivacyPolicyPage() {
  const { t } = useTranslation('privacy');
  return (
    <Stack gap="lg" maw={880} mx="auto">
      <Title order={1}>{t('privacy.policy.title')}</Title>
      <Card withBorder radius="md" padding="xl">
        <PolicyDocument />
      </Card>
    </Stack>
  );
}

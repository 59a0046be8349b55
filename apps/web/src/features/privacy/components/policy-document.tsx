import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Typography.css';
import { Alert, Button, Center, Loader, Stack, Text, Typography } from '@mantine/core';
import IconAlertTriangle from '@tabler/icons-react/dist/esm/icons/IconAlertTriangle.mjs';
import { isoToBrDate } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.tsx';
import { isApiError } from '../../../lib/api-client/api-error.ts';
import { activePolicyQuery } from '../privacy-api.ts';
import classes from './policy-document.module.css';
import '../i18n/index.ts';

/**
 * The active policy of this origin's brand: its version and date, then its HTML (cleaned by the
 * API before it was stored). A brand without an active policy says so; any other failure shows
 * spec section 8's 'Erro ao buscar informações' with a way to try again.
 */
export function PolicyDocument() {
  const { t } = useTranslation('privacy');
  const policy = useQuery(activePolicyQuery());
  if (policy.isPending)
    return (
      <Center p="xl">
        <Loader aria-label={t('privacy.policy.loading')} />
      </Center>
    );
  if (policy.isError) {
    if (isApiError(policy.error) && policy.error.status === 404)
      return <Text c="dimmed">{t('privacy.policy.none')}</Text>;
    return (
      <Alert
        color="red"
        icon={<IconAlertTriangle size={18} aria-hidden />}
        title={t('privacy.policy.loadError')}
        data-testid="policy-error"
      >
        <Button variant="light" color="red" size="xs" mt="xs" onClick={() => void policy.refetch()}>
          {t('privacy.policy.retry')}
        </Button>
      </Alert>
    );
  }
  return (
    <Stack gap="sm" data-testid="policy-document">
      <Text size="sm" c="dimmed">
        {t('privacy.policy.updated', {
          version: policy.data.version,
          date: isoToBrDate(policy.data.updated_at),
        })}
      </Text>
      <Typography className={classes.document}>
        <div dangerouslySetInnerHTML={{ __html: policy.data.description }} />
      </Typography>
    </Stack>
  );
}

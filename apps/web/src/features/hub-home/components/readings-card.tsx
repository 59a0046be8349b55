import { Anchor, Button, Stack, Text } from '@mantine/core';
import IconArrowRight from '@tabler/icons-react/dist/esm/icons/IconArrowRight.mjs';
import IconFileCertificate from '@tabler/icons-react/dist/esm/icons/IconFileCertificate.mjs';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from 'react-router';
import { pendingReadingsQuery } from '../api/hub-home-api.ts';
import { HUB_POLICIES_PATH, hubPolicyPath } from '../paths.ts';
import { HomeCard, stateOf } from './home-card.tsx';
import '../i18n/index.ts';

/** "Leituras pendentes": the required policies this person has not confirmed yet. */
export function ReadingsCard() {
  const { t } = useTranslation('hubHome');
  const readings = useQuery(pendingReadingsQuery());
  const list = readings.data?.data ?? [];
  const count = readings.data?.count ?? 0;
  return (
    <HomeCard
      title={t('hubHome.readings.title')}
      icon={<IconFileCertificate size={20} />}
      testId="hub-readings"
      state={stateOf(readings)}
      onRetry={() => void readings.refetch()}
      empty={count === 0}
      emptyText={t('hubHome.readings.empty')}
      action={
        <Button
          component={Link}
          to={HUB_POLICIES_PATH}
          variant="subtle"
          size="compact-sm"
          rightSection={<IconArrowRight size={16} aria-hidden />}
        >
          {t('hubHome.readings.all')}
        </Button>
      }
    >
      <Stack gap="sm">
        <Text size="sm" c="orange" fw={600}>
          {t('hubHome.readings.count', { count })}
        </Text>
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {list.map((policy) => (
            <li key={policy.id}>
              <Anchor component={Link} to={hubPolicyPath(policy.id)} size="sm" fw={600}>
                {policy.title}
              </Anchor>
              <Text size="xs" c="dimmed">
                {`${policy.category} · ${t('hubHome.readings.version', { version: policy.version })}`}
              </Text>
            </li>
          ))}
        </Stack>
        {count > list.length && (
          <Text size="xs" c="dimmed">
            {t('hubHome.readings.more', { count: count - list.length })}
          </Text>
        )}
      </Stack>
    </HomeCard>
  );
}

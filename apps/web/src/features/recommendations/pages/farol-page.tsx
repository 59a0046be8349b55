import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Alert, Badge, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import IconTrafficLights from '@tabler/icons-react/dist/esm/icons/IconTrafficLights.mjs';
import type { BrandId } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.tsx';
import { PageState } from '../../../components/page-state.tsx';
import { CLIENT_KEYS, farolQuery } from '../api/client-api.ts';
import { formatSaoPaulo } from '../components/client-format.ts';
import { useRecommendationsLive } from '../components/client-live.ts';
import { FarolTile, SIGNAL_LOOK } from '../components/farol-tile.tsx';
import '../i18n/index.ts';

/**
 * `/farol`: one tile per watched ticker with today's signal from the open recommendations
 * (compra, venda, neutro), its last quote and change; refetched on every change of the brand's
 * recommendations (`recs:<brand>`).
 */
export function FarolPage({ brand }: { brand: BrandId }) {
  const { t } = useTranslation('recommendations');
  const farol = useQuery(farolQuery);
  useRecommendationsLive(brand, [CLIENT_KEYS.farol]);

  return (
    <Stack gap="lg" maw={1200} mx="auto" w="100%">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={4} maw={760}>
          <Title order={1} size="h2">
            {t('recommendations.farol.title')}
          </Title>
          <Text c="dimmed">{t('recommendations.farol.intro')}</Text>
        </Stack>
        <Group gap="xs" aria-label={t('recommendations.farol.legend')} role="group">
          {(['buy', 'sell', 'neutral'] as const).map((signal) => {
            const { color, Icon } = SIGNAL_LOOK[signal];
            return (
              <Badge
                key={signal}
                color={color}
                variant="light"
                leftSection={<Icon size={12} aria-hidden />}
              >
                {t(`recommendations.farol.signal.${signal}`)}
              </Badge>
            );
          })}
        </Group>
      </Group>
      {farol.isError ? (
        <Alert color="red">{t('recommendations.farol.loadError')}</Alert>
      ) : farol.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('recommendations.farol.loading')} />
        </Center>
      ) : farol.data.data.length === 0 ? (
        <PageState
          icon={<IconTrafficLights size={36} />}
          title={t('recommendations.farol.emptyTitle')}
          text={t('recommendations.farol.emptyText')}
          testId="farol-empty"
        />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
            {farol.data.data.map((entry) => (
              <FarolTile key={entry.asset.id} entry={entry} />
            ))}
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            {t('recommendations.farol.updatedAt', { date: formatSaoPaulo(farol.data.at) })}
          </Text>
        </>
      )}
    </Stack>
  );
}

import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Skeleton.css';
import {
  Alert,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import IconBroadcast from '@tabler/icons-react/dist/esm/icons/IconBroadcast.mjs';
import IconList from '@tabler/icons-react/dist/esm/icons/IconList.mjs';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import type { BroadcastCard as Card_ } from '@app/shared';
import { useAbility } from '../../../../lib/session/ability-context.tsx';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../../i18n/react.tsx';
import { Link } from 'react-router';
import { BroadcastCard } from '../components/broadcast-card.tsx';
import { liveBroadcastsQuery } from '../live-admin-api.ts';
import '../i18n/index.ts';

function Section({
  id,
  title,
  cards,
  empty,
}: {
  id: string;
  title: string;
  cards: Card_[];
  empty: string;
}) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      {cards.length === 0 ? (
        <Text c="dimmed" size="sm">
          {empty}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {cards.map((card) => (
            <BroadcastCard key={card.id} card={card} to={`/transmissoes/show/${card.id}`} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** Staff `/transmissoes/visualizar`: the rooms live now (first) and the next ones. */
export function LiveRoomsPage() {
  const { t } = useTranslation('liveAdmin');
  const ability = useAbility();
  const rooms = useQuery(liveBroadcastsQuery);
  const cards = rooms.data ?? [];
  const live = cards.filter((c) => c.status === 'live');
  const upcoming = cards.filter((c) => c.status === 'scheduled');

  return (
    <Stack gap="xl">
      <Group justify="space-between" align="end" wrap="wrap">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('rooms.title')}
          </Title>
          <Text c="dimmed">{t('rooms.subtitle')}</Text>
        </Stack>
        <Group gap="xs">
          <Button
            variant="default"
            component={Link}
            to="/transmissoes"
            leftSection={<IconList size={16} aria-hidden />}
          >
            {t('rooms.manage')}
          </Button>
          {ability.can('create', 'Transmissões') && (
            <Button
              component={Link}
              to="/transmissoes/cadastro"
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              {t('broadcasts.new')}
            </Button>
          )}
        </Group>
      </Group>

      {rooms.isError ? (
        <Alert color="red">{t('common.loadError')}</Alert>
      ) : rooms.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" aria-busy>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={260} radius="lg" />
          ))}
        </SimpleGrid>
      ) : cards.length === 0 ? (
        <Card withBorder radius="lg" padding="xl">
          <Stack align="center" gap="sm" py="lg">
            <ThemeIcon size={64} radius={32} variant="light" aria-hidden>
              <IconBroadcast size={32} />
            </ThemeIcon>
            <Text fw={600}>{t('rooms.empty')}</Text>
            <Text c="dimmed" size="sm">
              {t('rooms.emptyText')}
            </Text>
          </Stack>
        </Card>
      ) : (
        <>
          <Section
            id="rooms-live"
            title={t('rooms.liveNow')}
            cards={live}
            empty={t('rooms.noLiveNow')}
          />
          <Section
            id="rooms-upcoming"
            title={t('rooms.upcoming')}
            cards={upcoming}
            empty={t('rooms.noUpcoming')}
          />
        </>
      )}
    </Stack>
  );
}

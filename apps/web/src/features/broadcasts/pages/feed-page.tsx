import '../i18n/index.ts';
import type { BrandId } from '@app/shared';
import { Group, Stack, Text, Title } from '@mantine/core';
import IconBroadcast from '@tabler/icons-react/dist/esm/icons/IconBroadcast.mjs';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.tsx';
import { PageState } from '../../../components/page-state.tsx';
import { CenteredLoader, FeedView } from '../components/feed-view.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { feedQuery } from '../live-api.ts';
import { broadcastPath } from '../live-links.ts';
import '../../../i18n/shared/index.ts';

/** Brazilian `/feed` (Cliente-Feed). */
export function FeedPage({ brand }: { brand: BrandId }) {
  const { t } = useTranslation('live');
  // The brand's start page greets people with its own welcome (spec section 1: the variants
  // differ in their welcome messages).
  const { t: tMain } = useTranslation();
  const feed = useQuery(feedQuery());
  return (
    <Stack gap="xl">
      <Stack gap={6}>
        <Group gap="sm">
          <Title order={1}>{t('feed.title')}</Title>
          {feed.data && feed.data.live.length > 0 && <StatusBadge status="live" size="md" />}
        </Group>
        <Text fw={600} data-testid="brand-welcome" className="brand-welcome">
          {tMain(`brands.${brand}.welcome`)}
        </Text>
        <Text c="dimmed">{t('feed.subtitle')}</Text>
      </Stack>
      {feed.isPending ? (
        <CenteredLoader label={t('feed.title')} />
      ) : feed.isError ? (
        <PageState
          icon={<IconBroadcast size={36} />}
          title={t('feed.loadError')}
          text={feed.error.message}
        />
      ) : (
        <FeedView
          feed={feed.data}
          linkTo={(id) => broadcastPath(brand, id)}
          allLivesPath="/cliente/lives"
        />
      )}
    </Stack>
  );
}

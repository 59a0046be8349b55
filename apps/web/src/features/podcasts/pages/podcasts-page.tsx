import '@mantine/core/styles/Pagination.css';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Pagination,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import IconClock from '@tabler/icons-react/dist/esm/icons/IconClock.mjs';
import IconMicrophone from '@tabler/icons-react/dist/esm/icons/IconMicrophone.mjs';
import IconPencil from '@tabler/icons-react/dist/esm/icons/IconPencil.mjs';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import IconSearch from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
import { formatDateTimeSaoPaulo, formatDurationPtBr } from '@app/shared';
import type { Podcast } from '@app/shared';
import { useAbility } from '../../../lib/session/ability-context.tsx';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from 'react-router';
import { PageState } from '../../../components/page-state.tsx';
import { errorMessageOf } from '../../../lib/api-client/query-client.ts';
import { PodcastCover } from '../../../components/media/podcast-cover.tsx';
import { PodcastMedia } from '../components/podcast-media.tsx';
import { PODCASTS_PER_PAGE, podcastsQuery } from '../podcasts-api.ts';
import '../i18n/index.ts';

/** The text of an HTML description, for the short summary under the title. */
export function plainText(html: string | null): string {
  if (!html) return '';
  return new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';
}

/** Draft, scheduled or live: what staff need to know about an episode. */
export function EpisodeState({ podcast }: { podcast: Podcast }) {
  const { t } = useTranslation('podcasts');
  if (podcast.status === 'draft')
    return (
      <Badge size="sm" variant="light" color="gray">
        {t('podcasts.draft')}
      </Badge>
    );
  if (podcast.published_at && new Date(podcast.published_at) > new Date())
    return (
      <Badge size="sm" variant="light" color="yellow">
        {t('podcasts.scheduled', {
          date: formatDateTimeSaoPaulo(podcast.published_at, 'DD/MM/YYYY HH:mm'),
        })}
      </Badge>
    );
  return null;
}

/** `/podcasts`: the episodes, newest first; staff also see drafts and a "Novo episódio" button. */
export function PodcastsPage() {
  const { t } = useTranslation('podcasts');
  const ability = useAbility();
  const staff = ability.can('read', 'Podcasts');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [page, setPage] = useState(1);
  const podcasts = useQuery(podcastsQuery({ page, search: debounced, staff }));
  const pages = Math.ceil((podcasts.data?.meta.total ?? 0) / PODCASTS_PER_PAGE);

  if (podcasts.isError)
    return (
      <PageState
        icon={<IconMicrophone size={36} />}
        title={t('podcasts.title')}
        text={errorMessageOf(podcasts.error)}
      />
    );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="end" wrap="wrap">
        <div>
          <Title order={1}>{t('podcasts.title')}</Title>
          <Text c="dimmed">{t('podcasts.intro')}</Text>
        </div>
        {ability.can('create', 'Podcasts') && (
          <Button
            component={Link}
            to="/podcasts/cadastro"
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            {t('podcasts.newEpisode')}
          </Button>
        )}
      </Group>
      <TextInput
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
        label={t('podcasts.search')}
        placeholder={t('podcasts.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        w={{ base: '100%', sm: 360 }}
      />
      {podcasts.isPending ? (
        <Group justify="center" py="xl">
          <Loader aria-label={t('app.loading')} />
        </Group>
      ) : podcasts.data.data.length === 0 ? (
        <Card withBorder radius="lg" padding="xl">
          <Stack align="center" gap="xs">
            <IconMicrophone size={32} aria-hidden />
            <Text fw={600}>{debounced ? t('podcasts.noMatch') : t('podcasts.empty')}</Text>
          </Stack>
        </Card>
      ) : (
        <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {podcasts.data.data.map((podcast) => (
            <li key={podcast.id}>
              <EpisodeCard podcast={podcast} canEdit={ability.can('update', 'Podcasts')} />
            </li>
          ))}
        </Stack>
      )}
      {pages > 1 && (
        <Group justify="center">
          <Pagination total={pages} value={page} onChange={setPage} />
        </Group>
      )}
    </Stack>
  );
}

function EpisodeCard({ podcast, canEdit }: { podcast: Podcast; canEdit: boolean }) {
  const { t } = useTranslation('podcasts');
  const summary = plainText(podcast.description_html);
  return (
    <Card withBorder radius="lg" padding="md" data-testid="podcast-episode">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <PodcastCover
          url={podcast.cover_url}
          alt={podcast.cover_alt}
          title={podcast.title}
          size={88}
        />
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap="xs" wrap="nowrap" align="center">
            <Group gap="xs" wrap="wrap">
              {podcast.published_at && (
                <Text size="xs" c="dimmed">
                  {formatDateTimeSaoPaulo(podcast.published_at, 'DD/MM/YYYY')}
                </Text>
              )}
              {podcast.duration_seconds > 0 && (
                <Group gap={4}>
                  <IconClock size={12} aria-hidden />
                  <Text size="xs" c="dimmed">
                    {formatDurationPtBr(podcast.duration_seconds)}
                  </Text>
                </Group>
              )}
              <EpisodeState podcast={podcast} />
            </Group>
            {canEdit && (
              <Button
                component={Link}
                to={`/podcasts/${podcast.id}`}
                size="compact-sm"
                variant="subtle"
                leftSection={<IconPencil size={14} aria-hidden />}
                aria-label={`${t('podcasts.edit')}: ${podcast.title}`}
              >
                {t('podcasts.edit')}
              </Button>
            )}
          </Group>
          <Title order={2} size="h4">
            <Anchor
              component={Link}
              to={`/podcasts/${podcast.id}`}
              c="inherit"
              fw={700}
              underline="hover"
            >
              {podcast.title}
            </Anchor>
          </Title>
          {summary && (
            <Text size="sm" c="dimmed" lineClamp={2}>
              {summary}
            </Text>
          )}
          <PodcastMedia podcast={podcast} embedVideo={false} />
        </Stack>
      </Group>
    </Card>
  );
}

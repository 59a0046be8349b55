import '@mantine/core/styles/Typography.css';
import { Anchor, Card, Group, Loader, Stack, Text, Title, Typography } from '@mantine/core';
import IconArrowLeft from '@tabler/icons-react/dist/esm/icons/IconArrowLeft.mjs';
import IconClock from '@tabler/icons-react/dist/esm/icons/IconClock.mjs';
import IconMicrophone from '@tabler/icons-react/dist/esm/icons/IconMicrophone.mjs';
import { formatDateTimeSaoPaulo, formatDurationPtBr } from '@app/shared';
import { useAbility } from '../../../lib/session/ability-context.tsx';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link, useParams } from 'react-router';
import { PageState } from '../../../components/page-state.tsx';
import { isApiError } from '../../../lib/api-client/api-error.ts';
import { errorMessageOf } from '../../../lib/api-client/query-client.ts';
import { PodcastCover } from '../../../components/media/podcast-cover.tsx';
import { PodcastMedia } from '../components/podcast-media.tsx';
import { podcastQuery } from '../podcasts-api.ts';
import { PodcastFormPage } from './podcast-form-page.tsx';
import '../i18n/index.ts';

/** `/podcasts/:id`: staff who edit podcasts get the editor; everyone else the episode. */
export function PodcastRoutePage() {
  const ability = useAbility();
  return ability.can('update', 'Podcasts') ? <PodcastFormPage /> : <PodcastEpisodePage />;
}

export function PodcastEpisodePage() {
  const { t } = useTranslation('podcasts');
  const { id } = useParams();
  const podcastId = Number(id);
  const valid = Number.isInteger(podcastId) && podcastId > 0;
  const podcast = useQuery({ ...podcastQuery(podcastId), enabled: valid });
  const back = (
    <Anchor component={Link} to="/podcasts" size="sm" w="fit-content">
      <Group gap={4}>
        <IconArrowLeft size={14} aria-hidden />
        {t('podcasts.backToList')}
      </Group>
    </Anchor>
  );
  if (!valid || podcast.isError)
    return (
      <PageState
        icon={<IconMicrophone size={36} />}
        title={t('podcasts.notFound')}
        text={
          !valid || (isApiError(podcast.error) && podcast.error.status === 404)
            ? t('podcasts.notFoundText')
            : errorMessageOf(podcast.error)
        }
        action={{ to: '/podcasts', label: t('podcasts.backToList') }}
      />
    );
  if (podcast.isPending)
    return (
      <Group justify="center" py="xl">
        <Loader aria-label={t('app.loading')} />
      </Group>
    );
  const episode = podcast.data;
  return (
    <Stack gap="lg" maw={860}>
      {back}
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="lg">
          <Group align="flex-start" wrap="nowrap" gap="lg">
            <PodcastCover
              url={episode.cover_url}
              alt={episode.cover_alt}
              title={episode.title}
              size={120}
            />
            <Stack gap={6} style={{ minWidth: 0 }}>
              <Text size="xs" tt="uppercase" fw={700} c="dimmed" lts={0.5}>
                {t('podcasts.episode')}
              </Text>
              <Title order={1} size="h2">
                {episode.title}
              </Title>
              <Group gap="md">
                {episode.published_at && (
                  <Text size="sm" c="dimmed">
                    {formatDateTimeSaoPaulo(episode.published_at, 'DD/MM/YYYY')}
                  </Text>
                )}
                {episode.duration_seconds > 0 && (
                  <Group gap={4}>
                    <IconClock size={14} aria-hidden />
                    <Text size="sm" c="dimmed">
                      {formatDurationPtBr(episode.duration_seconds)}
                    </Text>
                  </Group>
                )}
              </Group>
            </Stack>
          </Group>
          <PodcastMedia podcast={episode} embedVideo />
          {episode.description_html && (
            <Typography>
              <div dangerouslySetInnerHTML={{ __html: episode.description_html }} />
            </Typography>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}

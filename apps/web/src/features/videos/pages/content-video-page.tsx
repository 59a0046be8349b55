import '@mantine/core/styles/Grid.css';
import { Button, Card, Grid, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import IconBroadcast from '@tabler/icons-react/dist/esm/icons/IconBroadcast.mjs';
import IconMessages from '@tabler/icons-react/dist/esm/icons/IconMessages.mjs';
import IconPlayerPlay from '@tabler/icons-react/dist/esm/icons/IconPlayerPlay.mjs';
import IconTrendingUp from '@tabler/icons-react/dist/esm/icons/IconTrendingUp.mjs';
import type { VideoPage } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link, useLocation, useParams } from 'react-router';
import { PageState } from '../../../components/page-state.tsx';
import { VideoDetails } from '../components/video-details.tsx';
import { VideoGrid } from '../../../components/media/video-grid.tsx';
import { contentVideoQuery } from '../videos-api.ts';
import '../i18n/index.ts';
import '../../../i18n/shared/index.ts';

type Section = 'video' | 'live' | 'recommendations' | 'chat';

const SECTIONS: { key: Section; suffix: string; icon: ReactNode }[] = [
  { key: 'video', suffix: '', icon: <IconPlayerPlay size={16} aria-hidden /> },
  { key: 'live', suffix: '/live', icon: <IconBroadcast size={16} aria-hidden /> },
  {
    key: 'recommendations',
    suffix: '/recomendacoes',
    icon: <IconTrendingUp size={16} aria-hidden />,
  },
  { key: 'chat', suffix: '/chat', icon: <IconMessages size={16} aria-hidden /> },
];

function sectionOf(pathname: string): Section {
  if (pathname.endsWith('/live')) return 'live';
  if (pathname.endsWith('/recomendacoes')) return 'recommendations';
  if (pathname.endsWith('/chat')) return 'chat';
  return 'video';
}

/**
 * Liberta `/conteudo/video/:id` and its sub-pages `/live`, `/recomendacoes`, `/chat`: the video
 * stays on every tab. The live broadcast, its chat and the analysts' recommendations arrive with
 * the live issue; until then their panels say so.
 */
export function ContentVideoPage() {
  const { t } = useTranslation('videos');
  const { id: param = '' } = useParams();
  const { pathname } = useLocation();
  const id = /^\d{1,9}$/.test(param) ? Number(param) : null;
  const video = useQuery({ ...contentVideoQuery(id ?? 0), enabled: id !== null && id > 0 });
  const section = sectionOf(pathname);

  // `/conteudo/video/tv-liberta/live` and friends: the live channels of the live issue.
  if (id === null)
    return (
      <PageState
        icon={<IconBroadcast size={36} />}
        badge={t('media.content.soon')}
        title={t('media.content.channelTitle')}
        text={t('media.content.channelText')}
        action={{ to: '/home', label: t('media.content.backHome') }}
        testId="content-channel-soon"
      />
    );
  if (video.isPending)
    return (
      <Group justify="center" py="xl">
        <Loader aria-label={t('app.loading')} />
      </Group>
    );
  if (video.isError)
    return (
      <PageState
        icon={<IconPlayerPlay size={36} />}
        title={t('media.player.notFoundTitle')}
        text={t('media.player.notFoundText')}
        action={{ to: '/home', label: t('media.content.backHome') }}
      />
    );
  const v = video.data;
  const base = `/conteudo/video/${v.id}`;
  const tabs = (
    <Group
      component="nav"
      aria-label={t('media.content.sections')}
      gap="xs"
      wrap="nowrap"
      style={{ overflowX: 'auto' }}
    >
      {SECTIONS.map((s) => (
        <Button
          key={s.key}
          component={Link}
          // The live and chat tabs are TV Liberta's (issue 6: `/conteudo/video/:id/live` and
          // `/chat` take a broadcast or a channel, not a library video).
          to={
            s.key === 'live' || s.key === 'chat'
              ? `/conteudo/video/tv-liberta${s.suffix}`
              : `${base}${s.suffix}`
          }
          replace
          variant={s.key === section ? 'filled' : 'default'}
          radius="xl"
          size="sm"
          leftSection={s.icon}
          style={{ flexShrink: 0 }}
          aria-current={s.key === section ? 'page' : undefined}
        >
          {t(`media.content.tabs.${s.key}`)}
        </Button>
      ))}
    </Group>
  );

  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <VideoDetails video={v} between={tabs} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        {section === 'video' ? <Related video={v} /> : <SoonPanel section={section} />}
      </Grid.Col>
    </Grid>
  );
}

function Related({ video }: { video: VideoPage }) {
  const { t } = useTranslation('videos');
  if (video.related.length === 0) return null;
  return (
    <Stack gap="sm" component="aside" aria-labelledby="related-title">
      <Title order={2} size="h4" id="related-title">
        {video.category
          ? t('media.player.moreOf', { category: video.category.name })
          : t('media.player.more')}
      </Title>
      <VideoGrid
        videos={video.related}
        linkTo={(id) => `/conteudo/video/${id}`}
        cols={{ base: 1, xs: 2, lg: 1 }}
      />
    </Stack>
  );
}

function SoonPanel({ section }: { section: Exclude<Section, 'video'> }) {
  const { t } = useTranslation('videos');
  const icon =
    section === 'live' ? (
      <IconBroadcast size={28} />
    ) : section === 'chat' ? (
      <IconMessages size={28} />
    ) : (
      <IconTrendingUp size={28} />
    );
  return (
    <Card withBorder radius="lg" padding="lg" data-testid={`content-${section}-soon`}>
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius={28} variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={2} size="h4">
          {t(`media.content.panels.${section}.title`)}
        </Title>
        <Text c="dimmed" size="sm">
          {t(`media.content.panels.${section}.text`)}
        </Text>
        <Text size="xs" fw={600} c="brand">
          {t('media.content.soon')}
        </Text>
      </Stack>
    </Card>
  );
}

import '@mantine/core/styles/Grid.css';
import { Anchor, Grid, Group, Loader, Stack, Title } from '@mantine/core';
import IconArrowLeft from '@tabler/icons-react/dist/esm/icons/IconArrowLeft.mjs';
import IconPlayerPlay from '@tabler/icons-react/dist/esm/icons/IconPlayerPlay.mjs';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link, useParams } from 'react-router';
import { PageState } from '../../../components/page-state.tsx';
import { VideoDetails } from '../components/video-details.tsx';
import { VideoGrid } from '../../../components/media/video-grid.tsx';
import { lsPlayVideoQuery } from '../videos-api.ts';
import '../i18n/index.ts';
import '../../../i18n/shared/index.ts';

/** `/cliente/ls-play/:id`: one video of the library, with more of its category beside it. */
export function LsPlayVideoPage() {
  const { t } = useTranslation('videos');
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const video = useQuery({ ...lsPlayVideoQuery(id), enabled: valid });

  if (valid && video.isPending)
    return (
      <Group justify="center" py="xl">
        <Loader aria-label={t('app.loading')} />
      </Group>
    );
  if (!valid || video.isError || !video.data)
    return (
      <PageState
        icon={<IconPlayerPlay size={36} />}
        title={t('media.player.notFoundTitle')}
        text={t('media.player.notFoundText')}
        action={{ to: '/cliente/ls-play', label: t('media.lsPlay.back') }}
      />
    );
  const v = video.data;
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/cliente/ls-play" size="sm" w="fit-content">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          {t('media.lsPlay.back')}
        </Group>
      </Anchor>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <VideoDetails video={v} />
        </Grid.Col>
        {v.related.length > 0 && (
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <Stack gap="sm" component="aside" aria-labelledby="related-title">
              <Title order={2} size="h4" id="related-title">
                {v.category
                  ? t('media.player.moreOf', { category: v.category.name })
                  : t('media.player.more')}
              </Title>
              <VideoGrid
                videos={v.related}
                linkTo={(related) => `/cliente/ls-play/${related}`}
                cols={{ base: 1, xs: 2, lg: 1 }}
              />
            </Stack>
          </Grid.Col>
        )}
      </Grid>
    </Stack>
  );
}

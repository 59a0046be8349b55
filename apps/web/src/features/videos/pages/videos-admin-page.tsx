import { Anchor, Badge, Group, Select, Table, Text } from '@mantine/core';
import IconExternalLink from '@tabler/icons-react/dist/esm/icons/IconExternalLink.mjs';
import { formatClock, formatDateTimeSaoPaulo } from '@app/shared';
import type { Video } from '@app/shared';
import { useAbility } from '../../../lib/session/ability-context.tsx';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from 'react-router';
import { PagedList, usePagedList } from '../../../components/staff/paged-list.tsx';
import { VIDEOS_PER_PAGE, videoCategoriesQuery, videosQuery } from '../videos-api.ts';
import '../i18n/index.ts';
import '../../../i18n/shared/index.ts';

export function VideoStatus({ video }: { video: Pick<Video, 'status' | 'published_at'> }) {
  const { t } = useTranslation('videos');
  if (video.status === 'draft')
    return (
      <Badge color="gray" variant="light">
        {t('media.videosAdmin.draft')}
      </Badge>
    );
  if (video.published_at && new Date(video.published_at) > new Date())
    return (
      <Badge color="yellow" variant="light">
        {t('media.videosAdmin.scheduled', {
          date: formatDateTimeSaoPaulo(video.published_at, 'DD/MM/YYYY HH:mm'),
        })}
      </Badge>
    );
  return (
    <Badge color="teal" variant="light">
      {t('media.videosAdmin.published')}
    </Badge>
  );
}

/** Staff `/videos`: the LS Play library with search, category and status filters, and pages. */
export function VideosAdminPage() {
  const { t } = useTranslation('videos');
  const ability = useAbility();
  const list = usePagedList();
  const [status, setStatus] = useState<string | null>(null);
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const videos = useQuery(
    videosQuery({ page: list.page, search: list.debounced, status, categoryId }),
  );
  const categories = useQuery(videoCategoriesQuery);
  return (
    <PagedList
      list={list}
      query={videos}
      perPage={VIDEOS_PER_PAGE}
      words="videos:media.videosAdmin"
      filters={
        <>
          <Select
            label={t('media.videosAdmin.category')}
            placeholder={t('media.videosAdmin.allCategories')}
            clearable
            value={categoryId}
            onChange={list.resetting(setCategoryId)}
            data={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            w={{ base: '100%', sm: 220 }}
          />
          <Select
            label={t('media.videosAdmin.status')}
            placeholder={t('media.videosAdmin.allStatuses')}
            clearable
            value={status}
            onChange={list.resetting(setStatus)}
            data={[
              { value: 'published', label: t('media.videosAdmin.published') },
              { value: 'draft', label: t('media.videosAdmin.draft') },
            ]}
            w={{ base: '100%', sm: 200 }}
          />
        </>
      }
      create={
        ability.can('create', 'Vídeos') && {
          to: '/videos/cadastro',
        }
      }
      minWidth={760}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('media.videosAdmin.video')}</Table.Th>
          <Table.Th>{t('media.videosAdmin.category')}</Table.Th>
          <Table.Th>{t('media.videosAdmin.status')}</Table.Th>
          <Table.Th>{t('media.videosAdmin.duration')}</Table.Th>
          <Table.Th>{t('media.videosAdmin.updatedAt')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {videos.data?.data.map((video) => (
          <Table.Tr key={video.id}>
            <Table.Td>
              <Anchor component={Link} to={`/videos/editar/${video.id}`} fw={600}>
                {video.title}
              </Anchor>
              <Group gap={4}>
                <Text size="xs" c="dimmed" lineClamp={1} maw={360}>
                  {video.video_url}
                </Text>
                <Anchor
                  href={video.video_url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('media.videosAdmin.openOriginal', { title: video.title })}
                >
                  <IconExternalLink size={12} aria-hidden />
                </Anchor>
              </Group>
            </Table.Td>
            <Table.Td>{video.category ?? '—'}</Table.Td>
            <Table.Td>
              <VideoStatus video={video} />
            </Table.Td>
            <Table.Td>
              {video.duration_seconds > 0 ? formatClock(video.duration_seconds) : '—'}
            </Table.Td>
            <Table.Td>{formatDateTimeSaoPaulo(video.updated_at, 'DD/MM/YYYY HH:mm')}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </PagedList>
  );
}

import { Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import IconPlayerPlay from '@tabler/icons-react/dist/esm/icons/IconPlayerPlay.mjs';
import IconSearch from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { PageState } from '../../../components/page-state.tsx';
import { VideoGrid } from '../../../components/media/video-grid.tsx';
import { lsPlayQuery } from '../videos-api.ts';
import '../i18n/index.ts';
import '../../../i18n/shared/index.ts';

/** `/cliente/ls-play`: the video library, one section per category, newest first. */
export function LsPlayPage() {
  const { t } = useTranslation('videos');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const library = useQuery(lsPlayQuery(debounced));

  if (library.isPending)
    return (
      <Group justify="center" py="xl">
        <Loader aria-label={t('app.loading')} />
      </Group>
    );
  if (library.isError)
    return (
      <PageState
        icon={<IconPlayerPlay size={36} />}
        title={t('media.lsPlay.title')}
        text={library.error.message}
      />
    );
  if (library.data.total === 0 && debounced === '')
    return (
      <PageState
        icon={<IconPlayerPlay size={36} />}
        title={t('media.lsPlay.emptyTitle')}
        text={t('media.lsPlay.emptyText')}
        testId="ls-play-empty"
      />
    );

  return (
    <Stack gap="xl">
      <Group justify="space-between" align="end" wrap="wrap" gap="md">
        <div>
          <Title order={1}>{t('media.lsPlay.title')}</Title>
          <Text c="dimmed">{t('media.lsPlay.intro')}</Text>
        </div>
        <TextInput
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          placeholder={t('media.lsPlay.search')}
          aria-label={t('media.lsPlay.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={library.isFetching ? <Loader size="xs" /> : null}
          w={{ base: '100%', sm: 320 }}
        />
      </Group>
      {library.data.total === 0 ? (
        <Text c="dimmed" ta="center" py="xl" role="status">
          {t('media.lsPlay.noMatch', { search: debounced })}
        </Text>
      ) : (
        library.data.groups.map((group) => {
          const name = group.category?.name ?? t('media.lsPlay.uncategorised');
          const headingId = `ls-play-${group.category?.slug ?? 'outros'}`;
          return (
            <Stack key={headingId} gap="sm" component="section" aria-labelledby={headingId}>
              <Group gap="xs" align="baseline">
                <Title order={2} size="h3" id={headingId}>
                  {name}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('media.lsPlay.count', { count: group.videos.length })}
                </Text>
              </Group>
              <VideoGrid videos={group.videos} linkTo={(id) => `/cliente/ls-play/${id}`} />
            </Stack>
          );
        })
      )}
    </Stack>
  );
}

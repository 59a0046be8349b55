import '@mantine/core/styles/SimpleGrid.css';
import { Badge, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import IconCategory from '@tabler/icons-react/dist/esm/icons/IconCategory.mjs';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.tsx';
import { useParams } from 'react-router';
import { PageState } from '../../../components/page-state.tsx';
import { VideoGrid } from '../../../components/media/video-grid.tsx';
import { CourseCard } from '../../../components/media/course-card.tsx';
import { subjectQuery } from '../home-api.ts';
import '../i18n/index.ts';
import '../../../i18n/shared/index.ts';

/** Liberta `/assunto/:slug` (other than `cursos`): a category's courses and videos. */
export function SubjectPage() {
  const { t } = useTranslation('home');
  const { slug = '' } = useParams();
  const subject = useQuery(subjectQuery(slug));

  if (subject.isPending)
    return (
      <Group justify="center" py="xl">
        <Loader aria-label={t('app.loading')} />
      </Group>
    );
  if (subject.isError)
    return (
      <PageState
        icon={<IconCategory size={36} />}
        title={t('media.subject.notFoundTitle')}
        text={t('media.subject.notFoundText')}
        action={{ to: '/home', label: t('media.content.backHome') }}
      />
    );
  const s = subject.data;
  const nothing = s.courses.length === 0 && s.videos.length === 0;
  return (
    <Stack gap="xl">
      <Stack gap={6}>
        <Badge variant="light" w="fit-content">
          {t('media.subject.badge')}
        </Badge>
        <Title order={1}>{s.name}</Title>
        <Text c="dimmed">{s.description ?? t('media.subject.intro', { name: s.name })}</Text>
      </Stack>
      {nothing && (
        <Text c="dimmed" role="status">
          {t('media.subject.empty')}
        </Text>
      )}
      {s.courses.length > 0 && (
        <Stack gap="sm" component="section" aria-labelledby="subject-courses">
          <Title order={2} size="h3" id="subject-courses">
            {t('media.subject.courses', { count: s.courses.length })}
          </Title>
          <SimpleGrid
            cols={{ base: 1, xs: 2, md: 3, xl: 4 }}
            spacing="lg"
            component="ul"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {s.courses.map((course) => (
              <li key={course.id}>
                <CourseCard course={course} />
              </li>
            ))}
          </SimpleGrid>
        </Stack>
      )}
      {s.videos.length > 0 && (
        <Stack gap="sm" component="section" aria-labelledby="subject-videos">
          <Title order={2} size="h3" id="subject-videos">
            {t('media.subject.videos', { count: s.videos.length })}
          </Title>
          <VideoGrid videos={s.videos} linkTo={(id) => `/conteudo/video/${id}`} />
        </Stack>
      )}
    </Stack>
  );
}

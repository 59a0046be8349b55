import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/SegmentedControl.css';
import {
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Progress,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import IconBook from '@tabler/icons-react/dist/esm/icons/IconBook.mjs';
import IconSearch from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
import { formatDateTimeSaoPaulo } from '@app/shared';
import type { MyCourse } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from 'react-router';
import { PageState } from '../../../components/page-state.tsx';
import { CourseCover } from '../../../components/media/course-cover.tsx';
import { myCoursesQuery } from '../courses-api.ts';
import '../i18n/index.ts';

type Filter = 'all' | 'progress' | 'done' | 'new';

const matches = (course: MyCourse, filter: Filter) =>
  filter === 'all' ||
  (filter === 'done' && course.percent >= 100) ||
  (filter === 'new' && course.percent === 0 && course.last_activity_at === null) ||
  (filter === 'progress' &&
    course.percent < 100 &&
    (course.percent > 0 || course.last_activity_at !== null));

/** "Meus Cursos": the courses the person may watch, with progress and where to continue. */
export function MyCoursesPage({ storePath }: { storePath: string }) {
  const { t } = useTranslation('courses');
  const courses = useQuery(myCoursesQuery);
  const [filter, setFilter] = useState<Filter>('all');
  const [search, setSearch] = useState('');
  const shown = useMemo(() => {
    const term = search.trim().toLocaleLowerCase('pt-BR');
    return (courses.data ?? []).filter(
      (c) => matches(c, filter) && (!term || c.title.toLocaleLowerCase('pt-BR').includes(term)),
    );
  }, [courses.data, filter, search]);

  if (courses.isPending)
    return (
      <Group justify="center" py="xl">
        <Loader aria-label={t('app.loading')} />
      </Group>
    );
  if (courses.isError)
    return (
      <PageState
        icon={<IconBook size={36} />}
        title={t('courses.myCourses')}
        text={courses.error.message}
      />
    );
  if (courses.data.length === 0)
    return (
      <PageState
        icon={<IconBook size={36} />}
        title={t('courses.emptyTitle')}
        text={t('courses.emptyText')}
        action={{ to: storePath, label: t('courses.emptyAction') }}
        testId="my-courses-empty"
      />
    );

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('courses.myCourses')}</Title>
        <Text c="dimmed">{t('courses.myCoursesIntro')}</Text>
      </div>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <SegmentedControl
          value={filter}
          onChange={(value) => setFilter(value)}
          aria-label={t('courses.filterLabel')}
          data={[
            { value: 'all', label: t('courses.filterAll') },
            { value: 'progress', label: t('courses.filterInProgress') },
            { value: 'new', label: t('courses.filterNotStarted') },
            { value: 'done', label: t('courses.filterDone') },
          ]}
        />
        <TextInput
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          placeholder={t('courses.searchLabel')}
          aria-label={t('courses.searchLabel')}
          leftSection={<IconSearch size={16} aria-hidden />}
          w={{ base: '100%', sm: 280 }}
        />
      </Group>
      {shown.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {t('courses.noMatch')}
        </Text>
      ) : (
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          spacing="lg"
          component="ul"
          style={{ listStyle: 'none', padding: 0 }}
        >
          {shown.map((course) => (
            <li key={course.id}>
              <CourseCard course={course} />
            </li>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function CourseCard({ course }: { course: MyCourse }) {
  const { t } = useTranslation('courses');
  const target = `/cliente/cursos/${course.slug}${course.last_lesson_id ? `/${course.last_lesson_id}` : ''}`;
  const action =
    course.percent >= 100
      ? t('courses.review')
      : course.last_activity_at
        ? t('courses.continue')
        : t('courses.start');
  return (
    <Card withBorder radius="lg" padding={0} h="100%" data-testid={`my-course-${course.slug}`}>
      <CourseCover title={course.title} url={course.cover_url} alt={course.cover_alt} />
      <Stack gap="xs" p="md" style={{ flex: 1 }}>
        <Title order={2} size="h4" lineClamp={2}>
          {course.title}
        </Title>
        {course.instructor && (
          <Text size="sm" c="dimmed">
            {t('courses.by', { name: course.instructor })}
          </Text>
        )}
        <Group justify="space-between" gap="xs" mt="auto">
          <Text size="sm" fw={600}>
            {t('courses.progressLabel', { percent: course.percent })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('courses.lessonsDone', {
              done: course.completed_lessons,
              total: course.lessons_count,
            })}
          </Text>
        </Group>
        <Progress
          value={course.percent}
          color={course.percent >= 100 ? 'teal' : undefined}
          aria-label={t('courses.progressLabel', { percent: course.percent })}
        />
        <Group justify="space-between" align="center" mt="xs">
          {course.access_ends_at ? (
            <Badge variant="light" color="yellow">
              {t('courses.accessUntil', { date: formatDateTimeSaoPaulo(course.access_ends_at) })}
            </Badge>
          ) : (
            <Badge variant="light" color="gray">
              {t('courses.lifetime')}
            </Badge>
          )}
          <Button component={Link} to={target} size="sm">
            {action}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

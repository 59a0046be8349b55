import {
  Accordion,
  Group,
  Progress,
  RingProgress,
  Stack,
  Text,
  ThemeIcon,
  UnstyledButton,
} from '@mantine/core';
import IconCircleCheckFilled from '@tabler/icons-react/dist/esm/icons/IconCircleCheckFilled.mjs';
import IconLock from '@tabler/icons-react/dist/esm/icons/IconLock.mjs';
import IconPlayerPlay from '@tabler/icons-react/dist/esm/icons/IconPlayerPlay.mjs';
import { formatClock, formatDateTimeSaoPaulo } from '@app/shared';
import type { CoursePlayer } from '@app/shared';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from 'react-router';
import classes from './course-outline.module.css';
import '../i18n/index.ts';

/** The course's modules and lessons with locked / done / percent state, and the course progress. */
export function CourseOutline({
  course,
  currentLessonId,
}: {
  course: CoursePlayer;
  currentLessonId: number | null;
}) {
  const { t } = useTranslation('courses');
  const openModule =
    course.modules.find((m) => m.lessons.some((l) => l.id === currentLessonId))?.id ??
    course.modules[0]?.id;
  return (
    <Stack gap="md">
      <Group wrap="nowrap" gap="md">
        <RingProgress
          size={72}
          thickness={7}
          roundCaps
          sections={[{ value: course.percent, color: 'teal' }]}
          label={
            <Text ta="center" fw={700} size="sm">
              {course.percent}%
            </Text>
          }
          aria-hidden
        />
        <div>
          <Text fw={600}>{t('courses.courseProgress')}</Text>
          <Text size="sm" c="dimmed" data-testid="course-progress">
            {t('courses.lessonsDone', {
              done: course.completed_lessons,
              total: course.lessons_count,
            })}
          </Text>
        </div>
      </Group>
      <Accordion
        defaultValue={openModule === undefined ? null : String(openModule)}
        variant="separated"
        radius="md"
      >
        {course.modules.map((module, index) => {
          const done = module.lessons.filter((l) => l.completed).length;
          return (
            <Accordion.Item key={module.id} value={String(module.id)}>
              <Accordion.Control>
                <Text fw={600} size="sm">
                  {index + 1}. {module.title}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('courses.lessonsDone', { done, total: module.lessons.length })}
                </Text>
              </Accordion.Control>
              <Accordion.Panel>
                <Stack gap={4} component="ol" className={classes.list}>
                  {module.lessons.map((lesson) => {
                    const current = lesson.id === currentLessonId;
                    const icon = lesson.locked ? (
                      <IconLock size={16} aria-hidden />
                    ) : lesson.completed ? (
                      <IconCircleCheckFilled size={16} aria-hidden />
                    ) : (
                      <IconPlayerPlay size={16} aria-hidden />
                    );
                    const state = lesson.locked
                      ? lesson.released_at
                        ? t('courses.releasedOn', {
                            date: formatDateTimeSaoPaulo(lesson.released_at),
                          })
                        : t('courses.locked')
                      : lesson.completed
                        ? t('courses.completed')
                        : lesson.percent > 0
                          ? t('courses.percentWatched', { percent: lesson.percent })
                          : formatClock(lesson.duration_seconds);
                    const body = (
                      <Group wrap="nowrap" gap="sm" align="flex-start">
                        <ThemeIcon
                          size={26}
                          radius="xl"
                          variant={current ? 'filled' : 'light'}
                          color={lesson.completed ? 'teal' : lesson.locked ? 'gray' : undefined}
                        >
                          {icon}
                        </ThemeIcon>
                        <div style={{ flex: 1, minWidth: 0 }}>
                          <Text size="sm" fw={current ? 700 : 500} lineClamp={2}>
                            {lesson.title}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {state}
                          </Text>
                          {!lesson.locked && !lesson.completed && lesson.percent > 0 && (
                            <Progress value={lesson.percent} size={3} mt={4} aria-hidden />
                          )}
                        </div>
                      </Group>
                    );
                    return (
                      <li key={lesson.id} data-testid={`outline-lesson-${lesson.id}`}>
                        {lesson.locked ? (
                          <div className={classes.item} aria-disabled="true">
                            {body}
                          </div>
                        ) : (
                          <UnstyledButton
                            component={Link}
                            to={`/cliente/cursos/${course.slug}/${lesson.id}`}
                            className={classes.item}
                            data-current={current || undefined}
                            aria-current={current ? 'page' : undefined}
                          >
                            {body}
                          </UnstyledButton>
                        )}
                      </li>
                    );
                  })}
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          );
        })}
      </Accordion>
    </Stack>
  );
}

import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { formatCurrency, formatDurationPtBr } from '@app/shared';
import type { CourseCard as CourseCardData } from '@app/shared';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { CourseCover } from './course-cover.tsx';
import classes from './media-card.module.css';
import '../../i18n/shared/index.ts';

/** A course as rows and subject pages show it; the card links to its page `/curso/:slug`. */
export function CourseCard({ course }: { course: CourseCardData }) {
  const { t } = useTranslation();
  return (
    <Card
      component={Link}
      to={`/curso/${course.slug}`}
      withBorder
      radius="lg"
      padding={0}
      className={classes.card}
      data-testid={`course-card-${course.slug}`}
    >
      <CourseCover
        title={course.title}
        url={course.cover_url}
        alt={course.cover_alt}
        height={132}
      />
      <Stack gap={6} p="sm" style={{ flex: 1 }}>
        {course.category && (
          <Badge variant="light" size="sm" w="fit-content">
            {course.category}
          </Badge>
        )}
        <Text fw={700} lineClamp={2} lh={1.3}>
          {course.title}
        </Text>
        {course.subtitle && (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {course.subtitle}
          </Text>
        )}
        <Group justify="space-between" mt="auto" pt={4} gap="xs">
          <Text size="xs" c="dimmed">
            {t('media.home.courseMeta', {
              count: course.lessons_count,
              duration: formatDurationPtBr(course.duration_seconds),
            })}
          </Text>
          <Text size="sm" fw={700}>
            {course.price_cents === 0 ? t('media.home.free') : formatCurrency(course.price_cents)}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}

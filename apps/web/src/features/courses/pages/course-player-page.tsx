import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Breadcrumbs.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Typography.css';
import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/RingProgress.css';
import '@mantine/core/styles/Progress.css';
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Breadcrumbs,
  Button,
  Card,
  Grid,
  Group,
  Loader,
  Stack,
  Text,
  Title,
  Typography,
} from '@mantine/core';
import IconArrowLeft from '@tabler/icons-react/dist/esm/icons/IconArrowLeft.mjs';
import IconArrowRight from '@tabler/icons-react/dist/esm/icons/IconArrowRight.mjs';
import IconCertificate from '@tabler/icons-react/dist/esm/icons/IconCertificate.mjs';
import IconCheck from '@tabler/icons-react/dist/esm/icons/IconCheck.mjs';
import IconLock from '@tabler/icons-react/dist/esm/icons/IconLock.mjs';
import IconPaperclip from '@tabler/icons-react/dist/esm/icons/IconPaperclip.mjs';
import { notifications } from '@mantine/notifications';
import { formatClock, formatDateTimeSaoPaulo } from '@app/shared';
import type { AccessDenied, CoursePlayer, Progress } from '@app/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link, useNavigate, useParams } from 'react-router';
import { PageState } from '../../../components/page-state.tsx';
import { ApiError } from '../../../lib/api-client/api-error.ts';
import { promptFromAccessDenied } from '../../../lib/session/subscribe-prompt.ts';
import { CourseOutline } from '../components/course-outline.tsx';
import { LessonVideo } from '../../../components/media/lesson-video.tsx';
import {
  completeLesson,
  coursePlayerQuery,
  issueCertificate,
  lessonQuery,
} from '../courses-api.ts';
import { useProgressSaver } from '../use-progress-saver.ts';
import '../i18n/index.ts';

/** Reads the subscribe information a 403 carries (spec section 3 subscribe prompt). */
function deniedBody(error: unknown): AccessDenied | null {
  return error instanceof ApiError && error.status === 403 ? (error.body as AccessDenied) : null;
}

export function CoursePlayerPage({
  myCoursesPath = '/cliente/cursos',
}: {
  myCoursesPath?: string;
}) {
  const { t } = useTranslation('courses');
  const { slug = '', lessonId } = useParams();
  const course = useQuery(coursePlayerQuery(slug));
  const currentId = lessonId ? Number(lessonId) : (course.data?.resume_lesson_id ?? null);

  if (course.isPending)
    return (
      <Group justify="center" py="xl">
        <Loader aria-label={t('app.loading')} />
      </Group>
    );
  if (course.isError || !course.data)
    return (
      <PageState
        icon={<IconLock size={36} />}
        title={t('courses.notFoundTitle')}
        text={course.error instanceof ApiError ? course.error.message : t('courses.notFoundText')}
        action={{ to: myCoursesPath, label: t('courses.backToCourses') }}
      />
    );
  return (
    <Stack gap="lg">
      <Breadcrumbs>
        <Anchor component={Link} to={myCoursesPath}>
          {t('courses.myCourses')}
        </Anchor>
        <Text>{course.data.title}</Text>
      </Breadcrumbs>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          {currentId === null ? (
            <PageState
              icon={<IconLock size={36} />}
              title={course.data.title}
              text={t('courses.noLessons')}
            />
          ) : (
            <LessonPane key={currentId} course={course.data} lessonId={currentId} />
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card
            withBorder
            radius="lg"
            padding="md"
            component="aside"
            aria-label={t('courses.lessons')}
          >
            <Stack gap="md">
              <Title order={2} size="h4">
                {course.data.title}
              </Title>
              {course.data.instructor && (
                <Text size="sm" c="dimmed">
                  {t('courses.by', { name: course.data.instructor })}
                </Text>
              )}
              <CourseOutline course={course.data} currentLessonId={currentId} />
              <CertificateBox course={course.data} />
              {course.data.access_ends_at && (
                <Text size="xs" c="dimmed">
                  {t('courses.accessUntil', {
                    date: formatDateTimeSaoPaulo(course.data.access_ends_at, 'DD/MM/YYYY HH:mm'),
                  })}
                </Text>
              )}
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function LessonPane({ course, lessonId }: { course: CoursePlayer; lessonId: number }) {
  const { t } = useTranslation('courses');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const lesson = useQuery({ ...lessonQuery(lessonId), retry: false });
  const [completing, setCompleting] = useState(false);
  const refreshCourse = useCallback(
    () => queryClient.invalidateQueries({ queryKey: coursePlayerQuery(course.slug).queryKey }),
    [queryClient, course.slug],
  );
  const [lastPercent, setLastPercent] = useState<number | null>(null);
  const onSaved = useCallback(
    (progress: Progress) => {
      // The outline shows % per lesson: refresh it when a lesson is completed or moves a step.
      if (progress.completed || progress.percent !== lastPercent) void refreshCourse();
      setLastPercent(progress.percent);
    },
    [lastPercent, refreshCourse],
  );
  const saver = useProgressSaver(lesson.data ? lessonId : null, onSaved);
  // A lesson a signature would open: the subscribe prompt (spec section 3) names it.
  const lockedError = lesson.error;
  useEffect(() => {
    if (lockedError)
      promptFromAccessDenied(lockedError, { redirectAfterClose: `/curso/${course.slug}` });
  }, [lockedError, course.slug]);

  if (lesson.isPending)
    return (
      <Group justify="center" py="xl">
        <Loader aria-label={t('app.loading')} />
      </Group>
    );
  if (lesson.isError || !lesson.data) {
    const denied = deniedBody(lesson.error);
    const required = denied?.required_signatures?.[0];
    return (
      <PageState
        icon={<IconLock size={36} />}
        title={t('courses.lockedTitle')}
        text={lesson.error instanceof ApiError ? lesson.error.message : t('courses.videoFailed')}
        detail={required ? t('courses.includedIn', { name: required.name }) : undefined}
        action={
          required
            ? { to: `/assinaturas/${required.slug}`, label: t('courses.subscribe') }
            : { to: `/curso/${course.slug}`, label: t('courses.seeCoursePage') }
        }
        testId="lesson-locked"
      />
    );
  }
  const data = lesson.data;
  const nearEnd = data.duration_seconds > 0 && data.position_seconds >= data.duration_seconds - 5;
  const start = nearEnd ? 0 : data.position_seconds;

  const markComplete = async () => {
    setCompleting(true);
    try {
      await completeLesson(data.id);
      await refreshCourse();
      notifications.show({ color: 'teal', message: t('courses.markedComplete') });
      if (data.next_lesson_id !== null)
        await navigate(`/cliente/cursos/${course.slug}/${data.next_lesson_id}`);
      else await lesson.refetch();
    } catch (error) {
      notifications.show({
        color: 'red',
        message: error instanceof ApiError ? error.message : String(error),
      });
    } finally {
      setCompleting(false);
    }
  };

  return (
    <Stack gap="md">
      {data.video_url ? (
        <LessonVideo
          lessonId={data.id}
          videoUrl={data.video_url}
          title={data.title}
          startSeconds={start}
          onTime={saver.report}
          onPause={(seconds) => {
            saver.report(seconds, data.duration_seconds);
            void saver.flush();
          }}
          onEnded={() => void saver.flush().then(refreshCourse)}
        />
      ) : (
        <Alert color="gray">{t('courses.noVideo')}</Alert>
      )}
      {start > 0 && (
        <Text size="sm" c="dimmed" data-testid="resume-note" role="status">
          {t('courses.resumeFrom', { time: formatClock(start) })}
        </Text>
      )}
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <div>
          <Title order={1} size="h2">
            {data.title}
          </Title>
          {data.completed && (
            <Badge color="teal" variant="light" leftSection={<IconCheck size={12} />} mt={4}>
              {t('courses.completed')}
            </Badge>
          )}
        </div>
        <Group gap="xs">
          {data.previous_lesson_id !== null && (
            <Button
              variant="default"
              component={Link}
              to={`/cliente/cursos/${course.slug}/${data.previous_lesson_id}`}
              leftSection={<IconArrowLeft size={16} aria-hidden />}
            >
              {t('courses.previous')}
            </Button>
          )}
          {!data.completed && (
            <Button
              variant="light"
              color="teal"
              loading={completing}
              onClick={() => void markComplete()}
              leftSection={<IconCheck size={16} aria-hidden />}
            >
              {t('courses.markComplete')}
            </Button>
          )}
          {data.next_lesson_id !== null && (
            <Button
              component={Link}
              to={`/cliente/cursos/${course.slug}/${data.next_lesson_id}`}
              rightSection={<IconArrowRight size={16} aria-hidden />}
            >
              {t('courses.next')}
            </Button>
          )}
        </Group>
      </Group>
      {data.body_html && (
        <Typography>
          {/* Sanitised on the server when staff saved it (sanitize-html allowlist). */}
          <div dangerouslySetInnerHTML={{ __html: data.body_html }} />
        </Typography>
      )}
      {data.attachments.length > 0 && (
        <Box>
          <Title order={2} size="h5" mb="xs">
            {t('courses.attachments')}
          </Title>
          <Stack gap={4}>
            {data.attachments.map((file) => (
              <Group key={file.id} gap="xs">
                <IconPaperclip size={16} aria-hidden />
                <Text size="sm">{file.file_name}</Text>
              </Group>
            ))}
          </Stack>
        </Box>
      )}
    </Stack>
  );
}

function CertificateBox({ course }: { course: CoursePlayer }) {
  const { t } = useTranslation('courses');
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  if (course.certificate_code)
    return (
      <Button
        component={Link}
        to={`/certificado/${course.certificate_code}`}
        variant="light"
        leftSection={<IconCertificate size={18} aria-hidden />}
      >
        {t('courses.viewCertificate')}
      </Button>
    );
  if (course.percent < 100 || !course.has_access)
    return (
      <Text size="xs" c="dimmed">
        {t('courses.certificateHint')}
      </Text>
    );
  const issue = async () => {
    setBusy(true);
    try {
      const certificate = await issueCertificate(course.id);
      await navigate(`/certificado/${certificate.code}`);
    } catch (error) {
      notifications.show({
        color: 'red',
        message: error instanceof ApiError ? error.message : String(error),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      loading={busy}
      onClick={() => void issue()}
      leftSection={<IconCertificate size={18} aria-hidden />}
    >
      {t('courses.issueCertificate')}
    </Button>
  );
}

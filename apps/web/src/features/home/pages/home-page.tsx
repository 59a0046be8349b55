import '@mantine/core/styles/Progress.css';
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Group,
  Loader,
  Progress,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import IconRoute from '@tabler/icons-react/dist/esm/icons/IconRoute.mjs';
import { formatDateTimeSaoPaulo, formatDurationPtBr } from '@app/shared';
import type { HomeEvent, HomePodcast, HomeTrail, MyCourse } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from 'react-router';
import { errorMessageOf } from '../../../lib/api-client/query-client.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { CourseCover } from '../../../components/media/course-cover.tsx';
import { PodcastCover } from '../../../components/media/podcast-cover.tsx';
import { VideoCard } from '../../../components/media/video-card.tsx';
import { ContentRow } from '../components/content-row.tsx';
import { CourseCard } from '../../../components/media/course-card.tsx';
import { libertaHomeQuery } from '../home-api.ts';
import classes from '../components/home.module.css';
import cardClasses from '../../../components/media/media-card.module.css';
import '../i18n/index.ts';
import '../../../i18n/shared/index.ts';

/** "Bem-vindo à Liberta! Conteúdo…" → the greeting for the heading and the rest below it. */
function splitWelcome(text: string): [string, string] {
  const match = /^(.+?[!.])\s+(.+)$/.exec(text);
  return match ? [match[1]!, match[2]!] : [text, ''];
}

/**
 * Liberta `/home`, for visitors and members alike: the brand's welcome, then rows of trails,
 * courses, videos, the week's market events and podcasts; members also see "Continue
 * assistindo" with the courses they started.
 */
export function HomePage() {
  const { t } = useTranslation('home');
  const { loggedIn, user } = useSession();
  const home = useQuery(libertaHomeQuery(loggedIn));
  const [greeting, rest] = splitWelcome(t('brands.liberta.welcome'));
  const firstName = loggedIn ? user?.name.split(' ')[0] : undefined;

  return (
    <Stack gap={40}>
      <Box className={classes.hero} component="section" data-testid="brand-welcome">
        <Stack gap="sm" className={classes.heroText}>
          <Text size="xs" tt="uppercase" fw={700} lts={1.2} opacity={0.85}>
            {firstName ? t('media.home.hello', { name: firstName }) : t('brands.liberta.tagline')}
          </Text>
          <Title order={1} fz={{ base: 28, sm: 40 }} lh={1.1}>
            {greeting}
          </Title>
          {rest && (
            <Text fz={{ base: 'md', sm: 'lg' }} opacity={0.92}>
              {rest}
            </Text>
          )}
          <Text size="sm" opacity={0.85}>
            {loggedIn ? t('brands.liberta.courseAd') : t('brands.liberta.createAccount')}
          </Text>
          <Group gap="sm" mt="xs">
            {loggedIn ? (
              <>
                <Button component={Link} to="/assunto/cursos" color="dark" radius="xl">
                  {t('media.home.myCourses')}
                </Button>
                <Button
                  component={Link}
                  to="/minhas-trilhas"
                  variant="white"
                  color="dark"
                  radius="xl"
                >
                  {t('media.home.myTrails')}
                </Button>
              </>
            ) : (
              <>
                <Button component={Link} to="/criar-conta" color="dark" radius="xl">
                  {t('media.home.signUp')}
                </Button>
                <Button component={Link} to="/login" variant="white" color="dark" radius="xl">
                  {t('media.home.login')}
                </Button>
              </>
            )}
          </Group>
        </Stack>
      </Box>

      {home.isPending ? (
        <Group justify="center" py="xl">
          <Loader aria-label={t('app.loading')} />
        </Group>
      ) : home.isError ? (
        <Alert color="red" title={t('media.home.loadError')}>
          {errorMessageOf(home.error)}
        </Alert>
      ) : (
        <>
          {loggedIn && (
            <ContentRow
              id="continue"
              title={t('media.home.continue')}
              items={home.data.continue_watching}
              itemKey={(c) => c.id}
              render={(c) => <ContinueCard course={c} />}
              more={{ to: '/assunto/cursos', label: t('media.home.seeAll') }}
              empty={t('media.home.continueEmpty')}
            />
          )}
          <ContentRow
            id="trails"
            title={t('media.home.trails')}
            items={home.data.trails}
            itemKey={(trail) => trail.id}
            render={(trail) => <TrailCard trail={trail} />}
            more={{ to: '/minhas-trilhas', label: t('media.home.seeAll') }}
            empty={t('media.home.trailsEmpty')}
          />
          <ContentRow
            id="courses"
            title={t('media.home.courses')}
            items={home.data.courses}
            itemKey={(c) => c.id}
            render={(c) => <CourseCard course={c} />}
            more={{ to: '/loja', label: t('media.home.seeStore') }}
            empty={t('media.home.coursesEmpty')}
          />
          <ContentRow
            id="videos"
            title={t('media.home.videos')}
            items={home.data.videos}
            itemKey={(v) => v.id}
            render={(v) => <VideoCard video={v} to={`/conteudo/video/${v.id}`} showCategory />}
            empty={t('media.home.videosEmpty')}
          />
          <ContentRow
            id="events"
            title={t('media.home.events')}
            items={home.data.events}
            itemKey={(e) => e.id}
            render={(e) => <EventCard event={e} />}
            more={{ to: '/calendario-do-investidor', label: t('media.home.seeCalendar') }}
            empty={t('media.home.eventsEmpty')}
          />
          <ContentRow
            id="podcasts"
            title={t('media.home.podcasts')}
            items={home.data.podcasts}
            itemKey={(p) => p.id}
            render={(p) => <PodcastCard podcast={p} />}
            more={{ to: '/podcasts', label: t('media.home.seeAll') }}
            empty={t('media.home.podcastsEmpty')}
          />
        </>
      )}
    </Stack>
  );
}

function ContinueCard({ course }: { course: MyCourse }) {
  const { t } = useTranslation('home');
  const to = `/cliente/cursos/${course.slug}${course.last_lesson_id ? `/${course.last_lesson_id}` : ''}`;
  return (
    <Card
      component={Link}
      to={to}
      withBorder
      radius="lg"
      padding={0}
      className={cardClasses.card}
      data-testid={`continue-${course.slug}`}
    >
      <CourseCover
        title={course.title}
        url={course.cover_url}
        alt={course.cover_alt}
        height={120}
      />
      <Stack gap={6} p="sm" style={{ flex: 1 }}>
        <Text fw={700} lineClamp={2} lh={1.3}>
          {course.title}
        </Text>
        <Group justify="space-between" mt="auto" gap="xs">
          <Text size="xs" c="dimmed">
            {t('media.home.lessonsDone', {
              done: course.completed_lessons,
              total: course.lessons_count,
            })}
          </Text>
          <Text size="xs" fw={700}>
            {t('media.home.percent', { percent: course.percent })}
          </Text>
        </Group>
        <Progress
          value={course.percent}
          size="sm"
          aria-label={t('media.home.percent', { percent: course.percent })}
        />
      </Stack>
    </Card>
  );
}

function TrailCard({ trail }: { trail: HomeTrail }) {
  const { t } = useTranslation('home');
  return (
    <Card
      component={Link}
      to={`/minhas-trilhas/${trail.id}`}
      withBorder
      radius="lg"
      padding={0}
      className={cardClasses.card}
      data-testid={`trail-card-${trail.slug}`}
    >
      <CourseCover title={trail.title} url={trail.cover_url} alt={trail.cover_alt} height={120} />
      <Stack gap={6} p="sm" style={{ flex: 1 }}>
        <Group gap={6} c="dimmed">
          <IconRoute size={16} aria-hidden />
          <Text size="xs" c="dimmed">
            {t('media.home.steps', { count: trail.steps_count })}
          </Text>
        </Group>
        <Text fw={700} lineClamp={2} lh={1.3}>
          {trail.title}
        </Text>
      </Stack>
    </Card>
  );
}

const IMPORTANCE_COLORS: Record<number, string> = { 1: 'gray', 2: 'yellow', 3: 'red' };

function EventCard({ event }: { event: HomeEvent }) {
  const { t, i18n } = useTranslation('home');
  const at = new Date(event.starts_at);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(i18n.language, { ...options, timeZone: 'America/Sao_Paulo' }).format(
      at,
    );
  const day = part({ day: '2-digit' });
  const month = part({ month: 'short' }).replace('.', '');
  const weekday = part({ weekday: 'short' }).replace('.', '');
  return (
    <Card
      component={Link}
      to="/calendario-do-investidor"
      withBorder
      radius="lg"
      padding="sm"
      className={cardClasses.card}
      data-testid={`event-card-${event.id}`}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <div className={classes.dateBox} aria-hidden>
          <Text fw={800} fz="xl" lh={1}>
            {day}
          </Text>
          <Text fz={11} fw={600} tt="uppercase">
            {month}
          </Text>
        </div>
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fw={600} lineClamp={2} lh={1.3}>
            {event.title}
          </Text>
          <Text size="xs" c="dimmed">
            {event.has_time
              ? t('media.home.eventWhen', {
                  weekday,
                  date: formatDateTimeSaoPaulo(event.starts_at),
                  time: formatDateTimeSaoPaulo(event.starts_at, 'HH:mm'),
                })
              : t('media.home.eventDay', {
                  weekday,
                  date: formatDateTimeSaoPaulo(event.starts_at),
                })}
          </Text>
          <Group gap={6}>
            <Badge size="xs" variant="light" color={IMPORTANCE_COLORS[event.importance] ?? 'gray'}>
              {t(
                `media.home.importance.${event.importance === 3 ? 'high' : event.importance === 2 ? 'medium' : 'low'}`,
              )}
            </Badge>
            <Badge size="xs" variant="outline" color="gray">
              {event.country}
            </Badge>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}

function PodcastCard({ podcast }: { podcast: HomePodcast }) {
  const { t } = useTranslation('home');
  return (
    <Card
      component={Link}
      to={`/podcasts/${podcast.id}`}
      withBorder
      radius="lg"
      padding="sm"
      className={cardClasses.card}
      data-testid={`podcast-card-${podcast.id}`}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <PodcastCover
          url={podcast.cover_url}
          alt={podcast.cover_alt}
          title={podcast.title}
          size={64}
        />
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fw={600} lineClamp={2} lh={1.3}>
            {podcast.title}
          </Text>
          <Text size="xs" c="dimmed">
            {[
              podcast.published_at ? formatDateTimeSaoPaulo(podcast.published_at) : null,
              podcast.duration_seconds > 0 ? formatDurationPtBr(podcast.duration_seconds) : null,
            ]
              .filter(Boolean)
              .join(' · ') || t('media.home.episode')}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}

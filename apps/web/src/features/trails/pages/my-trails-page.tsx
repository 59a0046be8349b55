import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Alert.css';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import IconRoute from '@tabler/icons-react/dist/esm/icons/IconRoute.mjs';
import IconLogin from '@tabler/icons-react/dist/esm/icons/IconLogin.mjs';
import type { MyTrail } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link, useLocation } from 'react-router';
import { PageState } from '../../../components/page-state.tsx';
import { errorMessageOf } from '../../../lib/api-client/query-client.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { rememberTargetUrl } from '../../../lib/session/session-actions.ts';
import { TrailCover } from '../components/trail-cover.tsx';
import { TrailProgress } from '../components/trail-progress.tsx';
import { myTrailsQuery } from '../trails-api.ts';
import '../i18n/index.ts';

/** A visitor sees the trails too; signing in (and coming back here) shows their progress. */
export function LoginToTrack() {
  const { t } = useTranslation('trails');
  const location = useLocation();
  return (
    <Alert
      variant="light"
      icon={<IconLogin size={18} aria-hidden />}
      title={t('trails.visitorTitle')}
      data-testid="trails-visitor"
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm">{t('trails.visitorText')}</Text>
        <Button
          component={Link}
          to="/login"
          size="xs"
          onClick={() => rememberTargetUrl(`${location.pathname}${location.search}`)}
        >
          {t('trails.login')}
        </Button>
      </Group>
    </Alert>
  );
}

/** `/minhas-trilhas`: every published trail as a card with the person's progress. */
export function MyTrailsPage() {
  const { t } = useTranslation('trails');
  const { loggedIn } = useSession();
  const trails = useQuery(myTrailsQuery(loggedIn));

  if (trails.isPending)
    return (
      <Group justify="center" py="xl">
        <Loader aria-label={t('app.loading')} />
      </Group>
    );
  if (trails.isError)
    return (
      <PageState
        icon={<IconRoute size={36} />}
        title={t('trails.myTrails')}
        text={errorMessageOf(trails.error)}
      />
    );
  if (trails.data.length === 0)
    return (
      <PageState
        icon={<IconRoute size={36} />}
        title={t('trails.emptyTitle')}
        text={t('trails.emptyText')}
        testId="trails-empty"
      />
    );

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('trails.myTrails')}</Title>
        <Text c="dimmed">{t('trails.intro')}</Text>
      </div>
      {!loggedIn && <LoginToTrack />}
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="lg"
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {trails.data.map((trail) => (
          <li key={trail.id}>
            <TrailCard trail={trail} loggedIn={loggedIn} />
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** The text of a trail's HTML description, for the card's summary. */
function plainText(html: string | null): string {
  if (!html) return '';
  return new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';
}

function TrailCard({ trail, loggedIn }: { trail: MyTrail; loggedIn: boolean }) {
  const { t } = useTranslation('trails');
  const summary = plainText(trail.description_html);
  const action = !loggedIn
    ? t('trails.see')
    : trail.percent >= 100
      ? t('trails.review')
      : trail.percent > 0
        ? t('trails.continue')
        : t('trails.start');
  return (
    <Card
      withBorder
      radius="lg"
      padding={0}
      h="100%"
      data-testid={`trail-card-${trail.slug}`}
      style={{ display: 'flex', flexDirection: 'column' }}
    >
      <TrailCover url={trail.cover_url} alt={trail.cover_alt} title={trail.title} />
      <Stack gap="sm" p="md" style={{ flex: 1 }}>
        <Group gap="xs">
          <Badge variant="light" leftSection={<IconRoute size={12} aria-hidden />}>
            {t('trails.stepsCount', { count: trail.steps_count })}
          </Badge>
          {loggedIn && trail.percent >= 100 && (
            <Badge variant="light" color="teal">
              {t('trails.finished')}
            </Badge>
          )}
        </Group>
        <Title order={2} size="h4" lineClamp={2}>
          {trail.title}
        </Title>
        {summary && (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {summary}
          </Text>
        )}
        <div style={{ marginTop: 'auto' }}>
          {loggedIn ? (
            <TrailProgress
              percent={trail.percent}
              done={trail.completed_steps}
              total={trail.steps_count}
            />
          ) : (
            <Text size="sm" c="dimmed">
              {t('trails.visitorProgress')}
            </Text>
          )}
        </div>
        <Button
          component={Link}
          to={`/minhas-trilhas/${trail.id}`}
          fullWidth
          variant={trail.percent > 0 ? 'filled' : 'light'}
          aria-label={`${action}: ${trail.title}`}
        >
          {action}
        </Button>
      </Stack>
    </Card>
  );
}

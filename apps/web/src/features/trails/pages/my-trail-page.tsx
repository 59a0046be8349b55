import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Typography.css';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Grid,
  Group,
  Loader,
  Progress,
  Stack,
  Text,
  Title,
  Typography,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import IconArrowLeft from '@tabler/icons-react/dist/esm/icons/IconArrowLeft.mjs';
import IconArrowRight from '@tabler/icons-react/dist/esm/icons/IconArrowRight.mjs';
import IconCheck from '@tabler/icons-react/dist/esm/icons/IconCheck.mjs';
import IconCircleCheck from '@tabler/icons-react/dist/esm/icons/IconCircleCheck.mjs';
import IconLock from '@tabler/icons-react/dist/esm/icons/IconLock.mjs';
import IconRoute from '@tabler/icons-react/dist/esm/icons/IconRoute.mjs';
import IconTrophy from '@tabler/icons-react/dist/esm/icons/IconTrophy.mjs';
import type { MyTrailDetail, TrailStep } from '@app/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link, useParams } from 'react-router';
import { PageState } from '../../../components/page-state.tsx';
import { isApiError } from '../../../lib/api-client/api-error.ts';
import { errorMessageOf } from '../../../lib/api-client/query-client.ts';
import {
  openSubscribePrompt,
  promptFromAccessDenied,
} from '../../../lib/session/subscribe-prompt.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { STEP_KINDS } from '../components/step-kinds.ts';
import { TrailCover } from '../components/trail-cover.tsx';
import { TrailProgress } from '../components/trail-progress.tsx';
import classes from '../components/trail-timeline.module.css';
import { completeTrailItem, myTrailQuery } from '../trails-api.ts';
import { LoginToTrack } from './my-trails-page.tsx';
import '../i18n/index.ts';

/** `/minhas-trilhas/:id`: the steps in order as a timeline, with progress and locks. */
export function MyTrailPage() {
  const { t } = useTranslation('trails');
  const { id } = useParams();
  const trailId = Number(id);
  const { loggedIn } = useSession();
  const trail = useQuery({
    ...myTrailQuery(trailId, loggedIn),
    enabled: Number.isInteger(trailId) && trailId > 0,
  });

  if (
    !Number.isInteger(trailId) ||
    trailId <= 0 ||
    (trail.isError && isApiError(trail.error) && trail.error.status === 404)
  )
    return (
      <PageState
        icon={<IconRoute size={36} />}
        title={t('trails.notFound')}
        text={t('trails.notFoundText')}
        action={{ to: '/minhas-trilhas', label: t('trails.backToTrails') }}
      />
    );
  if (trail.isError)
    return (
      <PageState
        icon={<IconRoute size={36} />}
        title={t('trails.myTrails')}
        text={errorMessageOf(trail.error)}
        action={{ to: '/minhas-trilhas', label: t('trails.backToTrails') }}
      />
    );
  if (trail.isPending)
    return (
      <Group justify="center" py="xl">
        <Loader aria-label={t('app.loading')} />
      </Group>
    );
  return <TrailView trail={trail.data} loggedIn={loggedIn} />;
}

function TrailView({ trail, loggedIn }: { trail: MyTrailDetail; loggedIn: boolean }) {
  const { t } = useTranslation('trails');
  const next = trail.next_step === null ? null : trail.steps[trail.next_step];
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/minhas-trilhas" size="sm" w="fit-content">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          {t('trails.backToTrails')}
        </Group>
      </Anchor>
      <Card withBorder radius="lg" padding={0}>
        <Grid gap={0} align="stretch">
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TrailCover
              url={trail.cover_url}
              alt={trail.cover_alt}
              title={trail.title}
              height={200}
              fill
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <Stack gap="sm" p="lg">
              <Group gap="xs">
                <Badge variant="light" leftSection={<IconRoute size={12} aria-hidden />}>
                  {t('trails.stepsCount', { count: trail.steps_count })}
                </Badge>
                {loggedIn && trail.percent >= 100 && (
                  <Badge
                    color="teal"
                    variant="light"
                    leftSection={<IconTrophy size={12} aria-hidden />}
                  >
                    {t('trails.finished')}
                  </Badge>
                )}
              </Group>
              <Title order={1}>{trail.title}</Title>
              {trail.description_html && (
                <Typography>
                  <div dangerouslySetInnerHTML={{ __html: trail.description_html }} />
                </Typography>
              )}
              {loggedIn ? (
                <TrailProgress
                  percent={trail.percent}
                  done={trail.completed_steps}
                  total={trail.steps_count}
                  size="lg"
                />
              ) : (
                <LoginToTrack />
              )}
              {next && (
                <Group>
                  <Button
                    component={Link}
                    to={next.link}
                    rightSection={<IconArrowRight size={16} aria-hidden />}
                    data-testid="trail-continue"
                    h="auto"
                    py={8}
                    styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
                  >
                    {trail.percent > 0 && loggedIn
                      ? t('trails.continueWith', { title: next.title })
                      : t('trails.startWith', { title: next.title })}
                  </Button>
                </Group>
              )}
            </Stack>
          </Grid.Col>
        </Grid>
      </Card>

      <section aria-labelledby="trail-steps-title">
        <Title order={2} size="h3" mb="md" id="trail-steps-title">
          {t('trails.stepsTitle')}
        </Title>
        {trail.steps.length === 0 ? (
          <Text c="dimmed">{t('trails.noSteps')}</Text>
        ) : (
          <ol className={classes.timeline} data-testid="trail-steps">
            {trail.steps.map((step, index) => (
              <StepItem
                key={`${step.kind}-${step.target_id}`}
                step={step}
                index={index}
                isNext={index === trail.next_step}
                loggedIn={loggedIn}
                trailId={trail.id}
              />
            ))}
          </ol>
        )}
      </section>
    </Stack>
  );
}

function StepItem({
  step,
  index,
  isNext,
  loggedIn,
  trailId,
}: {
  step: TrailStep;
  index: number;
  isNext: boolean;
  loggedIn: boolean;
  trailId: number;
}) {
  const { t } = useTranslation('trails');
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const kind = STEP_KINDS[step.kind];
  const KindIcon = kind.icon;
  const markable = loggedIn && !step.locked && step.kind !== 'course';
  const signature = step.required_signatures[0];

  const mark = async (completed: boolean) => {
    if (step.kind === 'course') return;
    setBusy(true);
    try {
      await completeTrailItem({ kind: step.kind, target_id: step.target_id, completed });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['my-trail', trailId] }),
        queryClient.invalidateQueries({ queryKey: ['my-trails'] }),
      ]);
      notifications.show({
        color: 'teal',
        message: completed ? t('trails.markedDone') : t('trails.markedUndone'),
      });
    } catch (error) {
      if (!promptFromAccessDenied(error))
        notifications.show({ color: 'red', message: errorMessageOf(error) });
    } finally {
      setBusy(false);
    }
  };

  const status = step.completed
    ? t('trails.statusDone')
    : step.locked
      ? t('trails.statusLocked')
      : isNext
        ? t('trails.statusNext')
        : null;

  return (
    <li
      className={classes.step}
      data-completed={step.completed || undefined}
      data-next={isNext || undefined}
      data-locked={step.locked || undefined}
      data-testid="trail-step"
    >
      <div className={classes.bullet} aria-hidden>
        {step.completed ? (
          <IconCheck size={22} stroke={2.4} />
        ) : step.locked ? (
          <IconLock size={20} stroke={1.8} />
        ) : (
          <KindIcon
            size={20}
            stroke={1.8}
            color={`var(--mantine-color-${kind.color === 'brand' ? 'brand' : kind.color}-filled)`}
          />
        )}
      </div>
      <Card withBorder radius="lg" padding="md" className={classes.card}>
        <Stack gap="xs">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Group gap={6}>
                <Text size="xs" c="dimmed" tt="uppercase" fw={700} lts={0.4}>
                  {t('trails.stepNumber', { n: index + 1 })} · {t(`trails.kinds.${step.kind}`)}
                </Text>
                {status && (
                  <Badge
                    size="sm"
                    variant="light"
                    color={step.completed ? 'teal' : step.locked ? 'gray' : undefined}
                  >
                    {status}
                  </Badge>
                )}
              </Group>
              <Title order={3} size="h5" fw={700}>
                <Anchor component={Link} to={step.link} c="inherit" fw={700} underline="hover">
                  {step.title}
                </Anchor>
              </Title>
            </Stack>
            {step.cover_url && <img src={step.cover_url} alt="" className={classes.thumb} />}
          </Group>

          {loggedIn && step.kind === 'course' && !step.locked && (
            <Group gap="sm" wrap="nowrap">
              <Progress
                value={step.percent}
                size="sm"
                radius="xl"
                style={{ flex: 1 }}
                color={step.completed ? 'teal' : undefined}
                aria-label={t('trails.courseProgressLabel', {
                  title: step.title,
                  percent: step.percent,
                })}
              />
              <Text size="xs" fw={600} w={40} ta="right">
                {step.percent}%
              </Text>
            </Group>
          )}

          {step.locked && signature && (
            <Text size="sm" c="dimmed">
              {t('trails.includedIn', { name: signature.name })}
            </Text>
          )}
          {step.locked && !signature && !loggedIn && (
            <Text size="sm" c="dimmed">
              {t('trails.lockedVisitor')}
            </Text>
          )}

          <Group gap="xs">
            {step.locked && signature ? (
              <Button
                size="xs"
                onClick={() =>
                  openSubscribePrompt({
                    signatureName: signature.name,
                    signatureTypeId: signature.id,
                    signatureSlug: signature.slug,
                    availableInStore: signature.available_in_store,
                  })
                }
              >
                {t('trails.subscribe')}
              </Button>
            ) : (
              <Button
                size="xs"
                variant={isNext ? 'filled' : 'light'}
                component={Link}
                to={step.link}
                aria-label={`${step.locked ? t('trails.seeDetails') : t(`trails.open.${step.kind}`)}: ${step.title}`}
              >
                {step.locked ? t('trails.seeDetails') : t(`trails.open.${step.kind}`)}
              </Button>
            )}
            {markable &&
              (step.completed ? (
                <Button
                  size="xs"
                  variant="subtle"
                  color="gray"
                  loading={busy}
                  onClick={() => void mark(false)}
                >
                  {t('trails.markUndone')}
                </Button>
              ) : (
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconCircleCheck size={14} aria-hidden />}
                  loading={busy}
                  onClick={() => void mark(true)}
                  aria-label={`${t('trails.markDone')}: ${step.title}`}
                >
                  {t('trails.markDone')}
                </Button>
              ))}
          </Group>
        </Stack>
      </Card>
    </li>
  );
}

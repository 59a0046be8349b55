import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Blockquote.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Typography.css';
import '@mantine/core/styles/Accordion.css';
import {
  Accordion,
  Avatar,
  Badge,
  Blockquote,
  Button,
  Card,
  Grid,
  Group,
  List,
  Loader,
  Stack,
  Text,
  ThemeIcon,
  Title,
  Typography,
} from '@mantine/core';
import IconClock from '@tabler/icons-react/dist/esm/icons/IconClock.mjs';
import IconInfinity from '@tabler/icons-react/dist/esm/icons/IconInfinity.mjs';
import IconLock from '@tabler/icons-react/dist/esm/icons/IconLock.mjs';
import IconPlayerPlay from '@tabler/icons-react/dist/esm/icons/IconPlayerPlay.mjs';
import IconSchool from '@tabler/icons-react/dist/esm/icons/IconSchool.mjs';
import { formatClock, formatDurationPtBr } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link, useParams } from 'react-router';
import { PageState } from '../../../components/page-state.tsx';
import { useSession } from '../../../lib/session/use-session.ts';
import { CourseCover } from '../../../components/media/course-cover.tsx';
import { BuyBox } from '../../../components/sale/buy-box.tsx';
import { publicCourseQuery } from '../courses-api.ts';
import '../i18n/index.ts';

/** `/curso/:slug`: the course's sales page, open to visitors (spec section 2). */
export function PublicCoursePage() {
  const { t } = useTranslation('courses');
  const { slug = '' } = useParams();
  const { loggedIn } = useSession();
  const course = useQuery({ ...publicCourseQuery(slug, loggedIn), retry: false });

  if (course.isPending)
    return (
      <Group justify="center" py="xl">
        <Loader aria-label={t('app.loading')} />
      </Group>
    );
  if (course.isError || !course.data)
    return (
      <PageState
        icon={<IconSchool size={36} />}
        title={t('courses.notFoundTitle')}
        text={t('courses.notFoundText')}
        action={{ to: '/', label: t('courses.goHome') }}
      />
    );
  const c = course.data;
  const player = `/cliente/cursos/${c.slug}`;
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="lg">
          <Stack gap="xs">
            <Group gap="xs">
              {c.category && <Badge variant="light">{c.category}</Badge>}
              {c.level && (
                <Badge variant="outline" color="gray">
                  {c.level}
                </Badge>
              )}
            </Group>
            <Title order={1}>{c.title}</Title>
            {c.subtitle && (
              <Text fz="lg" c="dimmed">
                {c.subtitle}
              </Text>
            )}
          </Stack>
          {c.ad_text && (
            <Blockquote color="yellow" p="md" data-testid="course-ad-text">
              {c.ad_text}
            </Blockquote>
          )}
          <Group gap="xl">
            <Group gap={6}>
              <IconPlayerPlay size={18} aria-hidden />
              <Text size="sm">{t('courses.lessonsCount', { count: c.lessons_count })}</Text>
            </Group>
            <Group gap={6}>
              <IconClock size={18} aria-hidden />
              <Text size="sm">
                {t('courses.duration', { duration: formatDurationPtBr(c.duration_seconds) })}
              </Text>
            </Group>
            {c.access_period && (
              <Group gap={6}>
                <IconInfinity size={18} aria-hidden />
                <Text size="sm">{t('courses.accessPeriod', { period: c.access_period })}</Text>
              </Group>
            )}
          </Group>
          {c.description_html && (
            <section aria-labelledby="about-course">
              <Title order={2} size="h3" id="about-course" mb="xs">
                {t('courses.about')}
              </Title>
              <Typography>
                <div dangerouslySetInnerHTML={{ __html: c.description_html }} />
              </Typography>
            </section>
          )}
          <section aria-labelledby="curriculum">
            <Title order={2} size="h3" id="curriculum" mb="xs">
              {t('courses.curriculum')}
            </Title>
            <Accordion variant="separated" radius="md" multiple defaultValue={['0']}>
              {c.modules.map((module, index) => (
                <Accordion.Item key={module.title + index} value={String(index)}>
                  <Accordion.Control>
                    <Text fw={600}>
                      {index + 1}. {module.title}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('courses.lessonsCount', { count: module.lessons.length })}
                    </Text>
                  </Accordion.Control>
                  <Accordion.Panel>
                    <List spacing="xs" listStyleType="none" p={0}>
                      {module.lessons.map((lesson) => (
                        <List.Item
                          key={lesson.id}
                          icon={
                            <ThemeIcon
                              size={22}
                              radius="xl"
                              variant="light"
                              color={lesson.free_preview ? 'teal' : 'gray'}
                            >
                              {lesson.free_preview ? (
                                <IconPlayerPlay size={12} aria-hidden />
                              ) : (
                                <IconLock size={12} aria-hidden />
                              )}
                            </ThemeIcon>
                          }
                        >
                          <Group gap="xs" wrap="nowrap">
                            {lesson.free_preview ? (
                              <Text
                                component={Link}
                                to={`${player}/${lesson.id}`}
                                size="sm"
                                c="teal"
                                td="underline"
                              >
                                {lesson.title}
                              </Text>
                            ) : (
                              <Text size="sm">{lesson.title}</Text>
                            )}
                            {lesson.free_preview && (
                              <Badge size="xs" color="teal" variant="light">
                                {t('courses.freeLesson')}
                              </Badge>
                            )}
                            <Text size="xs" c="dimmed" ml="auto">
                              {formatClock(lesson.duration_seconds)}
                            </Text>
                          </Group>
                        </List.Item>
                      ))}
                    </List>
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          </section>
          {c.instructor && (
            <Card
              withBorder
              radius="lg"
              padding="lg"
              component="section"
              aria-labelledby="instructor"
            >
              <Group wrap="nowrap" align="flex-start">
                <Avatar
                  src={c.instructor.avatar_url}
                  name={c.instructor.name}
                  color="initials"
                  size="lg"
                />
                <div>
                  <Text size="xs" c="dimmed" tt="uppercase" fw={700} id="instructor">
                    {t('courses.instructor')}
                  </Text>
                  <Text fw={700}>{c.instructor.name}</Text>
                  {c.instructor.bio && (
                    <Text size="sm" c="dimmed">
                      {c.instructor.bio}
                    </Text>
                  )}
                </div>
              </Group>
            </Card>
          )}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Card
          withBorder
          radius="lg"
          padding={0}
          shadow="sm"
          style={{ position: 'sticky', top: 80 }}
        >
          <CourseCover title={c.title} url={c.cover_url} alt={c.cover_alt} height={170} />
          <Stack p="lg" gap="md">
            {c.has_access ? (
              <>
                <Text fw={600}>{t('courses.youHaveAccess')}</Text>
                <Button component={Link} to={player} size="md" fullWidth>
                  {t('courses.goToCourse')}
                </Button>
              </>
            ) : (
              <BuyBox
                kind="course"
                id={c.id}
                prefix="courses:courses"
                testId="course-price"
                fullWidth
                priceCents={c.price_cents}
                maxInstallments={c.max_installments}
              />
            )}
          </Stack>
        </Card>
      </Grid.Col>
    </Grid>
  );
}

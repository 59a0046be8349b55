import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Typography.css';
import {
  Badge,
  Box,
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
import IconArrowDown from '@tabler/icons-react/dist/esm/icons/IconArrowDown.mjs';
import IconRocket from '@tabler/icons-react/dist/esm/icons/IconRocket.mjs';
import type { LandingKind } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.tsx';
import { useParams } from 'react-router';
import { PageState } from '../../../components/page-state.tsx';
import { CourseCard } from '../../../components/media/course-card.tsx';
import { VideoEmbed } from '../../../components/media/video-embed.tsx';
import { LeadForm } from '../components/lead-form.tsx';
import { publicLandingQuery } from '../landings-api.ts';
import classes from './landing-page.module.css';
import '../i18n/index.ts';
import '../../../i18n/shared/index.ts';

/** `/lancamento/:slug` and `/interna/:slug`: headline, video, text, the course and the lead form. */
export function LandingPage({ kind }: { kind: LandingKind }) {
  const { t } = useTranslation('landings');
  const { slug = '' } = useParams();
  const page = useQuery(publicLandingQuery(kind, slug));

  if (page.isPending)
    return (
      <Group justify="center" py="xl">
        <Loader aria-label={t('app.loading')} />
      </Group>
    );
  if (page.isError)
    return (
      <PageState
        icon={<IconRocket size={36} />}
        title={t('media.landing.notFoundTitle')}
        text={t('media.landing.notFoundText')}
        action={{ to: '/', label: t('media.landing.goHome') }}
      />
    );
  const p = page.data;
  const scrollToForm = () =>
    document.getElementById('inscricao')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  return (
    <Stack gap="xl">
      <Box component="header" className={classes.hero}>
        <Stack gap="sm" className={classes.heroText}>
          <Badge variant="white" color="dark" w="fit-content">
            {kind === 'launch' ? t('media.landing.launchBadge') : t('media.landing.internalBadge')}
          </Badge>
          <Title order={1} fz={{ base: 30, sm: 44 }} lh={1.1}>
            {p.title}
          </Title>
          {p.headline && (
            <Text fz={{ base: 'md', sm: 'xl' }} opacity={0.95}>
              {p.headline}
            </Text>
          )}
          <Button
            onClick={scrollToForm}
            color="dark"
            radius="xl"
            size="md"
            w="fit-content"
            mt="xs"
            rightSection={<IconArrowDown size={18} aria-hidden />}
          >
            {p.cta_text || t('media.landing.submit')}
          </Button>
        </Stack>
      </Box>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <Stack gap="lg">
            {p.video_url && <VideoEmbed url={p.video_url} title={p.title} />}
            {p.body_html && (
              <Typography>
                {/* Sanitised on the server before it is stored (cleanHtml). */}
                <div dangerouslySetInnerHTML={{ __html: p.body_html }} />
              </Typography>
            )}
            {p.course && (
              <Stack gap="sm" component="section" aria-labelledby="landing-course">
                <Title order={2} size="h3" id="landing-course">
                  {t('media.landing.courseTitle')}
                </Title>
                <Box maw={360}>
                  <CourseCard course={p.course} />
                </Box>
              </Stack>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <Card
            id="inscricao"
            withBorder
            radius="lg"
            padding="lg"
            className={classes.formCard}
            component="section"
          >
            <LeadForm page={p} />
          </Card>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

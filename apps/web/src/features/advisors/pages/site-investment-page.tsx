import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/AspectRatio.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Typography.css';
import {
  Anchor,
  AspectRatio,
  Card,
  Center,
  Grid,
  Group,
  Image,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Typography,
} from '@mantine/core';
import IconArrowLeft from '@tabler/icons-react/dist/esm/icons/IconArrowLeft.mjs';
import IconChartPie from '@tabler/icons-react/dist/esm/icons/IconChartPie.mjs';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link, useParams } from 'react-router';
import { PageState } from '../../../components/page-state.tsx';
import { isApiError } from '../../../lib/api-client/api-error.ts';
import { errorMessageOf } from '../../../lib/api-client/query-client.ts';
import { sitePageQuery } from '../api/advisors-api.ts';
import { AdvisorCard } from '../components/advisor-card.tsx';
import { SITE_PATH } from '../paths.ts';
import '../i18n/index.ts';

/** Liberta's `/investimentos/:slug` (no login): one kind of investment and its advisors. */
export function SiteInvestmentPage() {
  const { t } = useTranslation('advisors');
  const slug = useParams().slug ?? '';
  const page = useQuery(sitePageQuery(slug));
  const back = (
    <Anchor component={Link} to={SITE_PATH} size="sm" w="fit-content">
      <Group gap={4}>
        <IconArrowLeft size={14} aria-hidden />
        {t('advisors.site.back')}
      </Group>
    </Anchor>
  );
  if (page.isError)
    return (
      <PageState
        icon={<IconChartPie size={36} />}
        title={t('advisors.site.notFound')}
        text={
          isApiError(page.error) && page.error.status === 404
            ? t('advisors.site.notFoundText')
            : errorMessageOf(page.error)
        }
        action={{ to: SITE_PATH, label: t('advisors.site.back') }}
      />
    );
  if (page.isPending)
    return (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  const investment = page.data;
  return (
    <Stack gap="xl" maw={1100}>
      {back}
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="lg">
          <Grid gap="lg" align="center">
            <Grid.Col span={{ base: 12, md: investment.cover_url ? 7 : 12 }}>
              <Stack gap={4}>
                <Text size="sm" tt="uppercase" fw={700} c="orange" lts={1}>
                  {t('advisors.site.eyebrow')}
                </Text>
                <Title order={1}>{investment.title}</Title>
                {investment.summary && (
                  <Text size="lg" c="dimmed">
                    {investment.summary}
                  </Text>
                )}
              </Stack>
            </Grid.Col>
            {investment.cover_url && (
              <Grid.Col span={{ base: 12, md: 5 }}>
                <AspectRatio ratio={16 / 9}>
                  <Image src={investment.cover_url} alt={investment.cover_alt ?? ''} radius="md" />
                </AspectRatio>
              </Grid.Col>
            )}
          </Grid>
          {investment.content_html && (
            <Typography>
              <div dangerouslySetInnerHTML={{ __html: investment.content_html }} />
            </Typography>
          )}
        </Stack>
      </Card>
      <Stack gap="md" component="section" aria-labelledby="page-advisors">
        <Title order={2} size="h3" id="page-advisors">
          {t('advisors.site.pageAdvisors')}
        </Title>
        {investment.advisors.length === 0 ? (
          <Text c="dimmed">{t('advisors.site.noAdvisors')}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            {investment.advisors.map((advisor) => (
              <AdvisorCard key={advisor.id} advisor={advisor} bio />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Stack>
  );
}

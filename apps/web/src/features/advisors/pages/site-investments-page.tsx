import '@mantine/core/styles/AspectRatio.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/SimpleGrid.css';
import {
  Alert,
  Anchor,
  AspectRatio,
  Button,
  Card,
  Center,
  Image,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import IconArrowRight from '@tabler/icons-react/dist/esm/icons/IconArrowRight.mjs';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from 'react-router';
import { siteAdvisorsQuery, sitePagesQuery } from '../api/advisors-api.ts';
import { AdvisorCard } from '../components/advisor-card.tsx';
import { SITE_PATH } from '../paths.ts';
import '../i18n/index.ts';

/** A page without a cover shows a title card drawn by the API in the brand's colours. */
const titleCard = (title: string) =>
  `/api/cover-art/investment/chart.svg?title=${encodeURIComponent(title)}`;

/** Liberta's `/investimentos` (no login): the kinds of investment, then the advisors. */
export function SiteInvestmentsPage() {
  const { t } = useTranslation('advisors');
  const pages = useQuery(sitePagesQuery());
  const advisors = useQuery(siteAdvisorsQuery());
  return (
    <Stack gap="xl" maw={1200}>
      <Stack gap={6}>
        <Text size="sm" tt="uppercase" fw={700} c="orange" lts={1}>
          {t('advisors.site.eyebrow')}
        </Text>
        <Title order={1}>{t('advisors.site.title')}</Title>
        <Text c="dimmed" maw={720}>
          {t('advisors.site.intro')}
        </Text>
      </Stack>

      <Stack gap="md" component="section" aria-labelledby="investments-title">
        <Title order={2} size="h3" id="investments-title">
          {t('advisors.site.investments')}
        </Title>
        {pages.isError ? (
          <Alert color="red">{t('advisors.site.loadError')}</Alert>
        ) : pages.isPending ? (
          <Center py="xl">
            <Loader aria-label={t('app.loading')} />
          </Center>
        ) : pages.data.length === 0 ? (
          <Text c="dimmed">{t('advisors.site.empty')}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            {pages.data.map((page) => (
              <Card
                key={page.id}
                withBorder
                radius="lg"
                padding="lg"
                component="article"
                data-testid="investment-card"
              >
                <Card.Section mb="md">
                  <AspectRatio ratio={16 / 9}>
                    <Image
                      src={page.cover_url ?? titleCard(page.title)}
                      alt={page.cover_url ? (page.cover_alt ?? '') : ''}
                    />
                  </AspectRatio>
                </Card.Section>
                <Stack gap={6} h="100%">
                  <Title order={3} size="h4">
                    <Anchor component={Link} to={`${SITE_PATH}/${page.slug}`} inherit>
                      {page.title}
                    </Anchor>
                  </Title>
                  {page.summary && (
                    <Text size="sm" c="dimmed">
                      {page.summary}
                    </Text>
                  )}
                  <Button
                    component={Link}
                    to={`${SITE_PATH}/${page.slug}`}
                    variant="light"
                    color="orange"
                    size="xs"
                    mt="auto"
                    w="fit-content"
                    rightSection={<IconArrowRight size={14} aria-hidden />}
                    tabIndex={-1}
                    aria-hidden
                  >
                    {t('advisors.site.learnMore', { title: page.title })}
                  </Button>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </Stack>

      <Stack gap="md" component="section" aria-labelledby="advisors-title">
        <Stack gap={2}>
          <Title order={2} size="h3" id="advisors-title">
            {t('advisors.site.advisorsTitle')}
          </Title>
          <Text c="dimmed">{t('advisors.site.advisorsIntro')}</Text>
        </Stack>
        {advisors.isError ? (
          <Alert color="red">{t('advisors.site.loadError')}</Alert>
        ) : advisors.isPending ? (
          <Center py="xl">
            <Loader aria-label={t('app.loading')} />
          </Center>
        ) : advisors.data.length === 0 ? (
          <Text c="dimmed">{t('advisors.site.noAdvisorsYet')}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            {advisors.data.map((advisor) => (
              <AdvisorCard key={advisor.id} advisor={advisor} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Stack>
  );
}

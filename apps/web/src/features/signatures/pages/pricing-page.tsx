import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/List.css';
import {
  Alert,
  Badge,
  Button,
  Card,
  Center,
  List,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import type { PublicSignatureType } from '@app/shared';
import IconCheck from '@tabler/icons-react/dist/esm/icons/IconCheck.mjs';
import IconCrown from '@tabler/icons-react/dist/esm/icons/IconCrown.mjs';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from 'react-router';
import { includesSummary } from '../content-links.ts';
import { PriceTag } from '../components/price-tag.tsx';
import { publicSignaturesQuery } from '../signatures-api.ts';
import classes from '../signatures.module.css';
import '../i18n/index.ts';

function PricingCard({
  signature,
  featured,
}: {
  signature: PublicSignatureType;
  featured: boolean;
}) {
  const { t } = useTranslation('signatures');
  const summary = includesSummary(signature.contents, t);
  const headingId = `assinatura-${signature.slug}`;
  return (
    <Card
      withBorder
      radius="lg"
      padding="xl"
      className={`${classes.card} ${featured ? classes.featured : ''}`}
      component="article"
      aria-labelledby={headingId}
      data-testid="pricing-card"
    >
      {featured && (
        <Badge className={classes.ribbon} size="lg" variant="filled">
          {t('signatures.public.featured')}
        </Badge>
      )}
      <Stack gap="md" className={classes.grow}>
        <Stack gap={4}>
          <Title order={2} size="h3" id={headingId}>
            {signature.name}
          </Title>
          {signature.subtitle && <Text c="dimmed">{signature.subtitle}</Text>}
        </Stack>
        <PriceTag signature={signature} />
        {signature.benefits.length > 0 && (
          <List
            spacing="xs"
            size="sm"
            center
            icon={
              <ThemeIcon size={20} radius="xl" variant="light" aria-hidden>
                <IconCheck size={13} stroke={2.5} />
              </ThemeIcon>
            }
          >
            {signature.benefits.map((benefit) => (
              <List.Item key={benefit}>{benefit}</List.Item>
            ))}
          </List>
        )}
        {summary && (
          <Text size="sm" c="dimmed" mt="auto" pt="xs">
            <Text span fw={600} size="sm">
              {t('signatures.public.includes')}
            </Text>{' '}
            {summary}
          </Text>
        )}
      </Stack>
      <Button
        component={Link}
        to={`/assinaturas/${signature.slug}`}
        size="md"
        fullWidth
        mt="lg"
        variant={featured ? 'filled' : 'outline'}
        aria-label={t('signatures.public.ctaFor', { name: signature.name })}
      >
        {t('signatures.public.cta')}
      </Button>
    </Card>
  );
}

/** `/assinaturas`: the pricing cards of every signature sold in the store (public). */
export function PricingPage() {
  const { t } = useTranslation('signatures');
  const list = useQuery(publicSignaturesQuery);
  const featured =
    list.data && list.data.length > 1
      ? list.data.reduce((best, s) => (s.benefits.length > best.benefits.length ? s : best))
      : null;
  return (
    <Stack gap="xl" py="md">
      <Stack gap="xs" className={classes.hero}>
        <Title order={1}>{t('signatures.public.title')}</Title>
        <Text c="dimmed" size="lg">
          {t('signatures.public.intro')}
        </Text>
      </Stack>
      {list.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('app.loading')} />
        </Center>
      ) : list.isError ? (
        <Alert color="red">{t('signatures.loadError')}</Alert>
      ) : list.data.length === 0 ? (
        <Card withBorder radius="lg" padding="xl" maw={560} mx="auto">
          <Stack align="center" gap="sm" ta="center">
            <ThemeIcon size={64} radius={32} variant="light" aria-hidden>
              <IconCrown size={34} stroke={1.5} />
            </ThemeIcon>
            <Text fw={600}>{t('signatures.public.emptyTitle')}</Text>
            <Text c="dimmed">{t('signatures.public.empty')}</Text>
          </Stack>
        </Card>
      ) : (
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: Math.min(3, list.data.length) }}
          spacing="xl"
          verticalSpacing="xl"
          pt="sm"
        >
          {list.data.map((signature) => (
            <PricingCard
              key={signature.id}
              signature={signature}
              featured={featured?.id === signature.id}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

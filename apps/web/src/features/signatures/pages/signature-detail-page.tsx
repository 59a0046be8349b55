import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Center,
  Grid,
  Group,
  List,
  Loader,
  Radio,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  QUALIFICATION_KINDS,
  formatCurrency,
  formatDateTimeSaoPaulo,
  signatureCartUrl,
} from '@app/shared';
import type { BrandId, PublicSignatureType, SignaturePeriod } from '@app/shared';
import IconArrowLeft from '@tabler/icons-react/dist/esm/icons/IconArrowLeft.mjs';
import IconCheck from '@tabler/icons-react/dist/esm/icons/IconCheck.mjs';
import IconShoppingCart from '@tabler/icons-react/dist/esm/icons/IconShoppingCart.mjs';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client/api-error.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import {
  matchSignaturePeriod,
  NO_FILTERS,
  signatureProducts,
  storeProductsQuery,
} from '../../../lib/store-offer/store-offer.ts';
import { publicLink } from '../content-links.ts';
import { mySignaturesQuery, publicSignatureQuery } from '../signatures-api.ts';
import classes from '../signatures.module.css';
import '../i18n/index.ts';

function BackLink() {
  const { t } = useTranslation('signatures');
  return (
    <Anchor component={Link} to="/assinaturas" size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {t('signatures.public.seeAll')}
      </Group>
    </Anchor>
  );
}

function Included({ signature, brand }: { signature: PublicSignatureType; brand: BrandId }) {
  const { t } = useTranslation('signatures');
  if (signature.contents.length === 0) return null;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="incluido">
      <Stack gap="md">
        <Title order={2} size="h4" id="incluido">
          {t('signatures.public.whatsIncluded')}
        </Title>
        {QUALIFICATION_KINDS.map((kind) => {
          const items = signature.contents.filter((c) => c.kind === kind);
          if (items.length === 0) return null;
          return (
            <Stack key={kind} gap={6}>
              <Text fw={600} size="sm" tt="uppercase" c="dimmed">
                {t(`signatures.kinds.${kind}`)}
              </Text>
              <List spacing={4} size="sm">
                {items.map((item) => {
                  const to = publicLink(item, brand);
                  return (
                    <List.Item key={item.target_id}>
                      {to ? (
                        <Anchor component={Link} to={to} size="sm">
                          {item.name}
                        </Anchor>
                      ) : (
                        item.name
                      )}
                    </List.Item>
                  );
                })}
              </List>
            </Stack>
          );
        })}
      </Stack>
    </Card>
  );
}

function Checkout({ signature }: { signature: PublicSignatureType }) {
  const { t } = useTranslation('signatures');
  const { loggedIn } = useSession();
  const mine = useQuery({ ...mySignaturesQuery, enabled: loggedIn });
  const current = mine.data?.find(
    (s) => s.signature_type_id === signature.id && s.status === 'active',
  );
  const [periodId, setPeriodId] = useState<string | null>(
    signature.periods[0] ? String(signature.periods[0].access_period_id) : null,
  );
  // The store products that sell each period: their price is what the cart charges.
  const offers = useQuery(storeProductsQuery({ ...NO_FILTERS, kind: 'signature' }));
  const candidates = signatureProducts(offers.data ?? [], signature.id);
  const productFor = (p: SignaturePeriod) => matchSignaturePeriod(candidates, p);
  // The shortest period's monthly price is the reference for "Economize N%".
  const reference = signature.periods
    .filter((p) => p.monthly_cents !== null && p.days !== null)
    .sort((a, b) => a.days! - b.days!)[0]?.monthly_cents;
  const savings = (monthly: number | null) =>
    reference && monthly !== null && monthly < reference
      ? Math.round((1 - monthly / reference) * 100)
      : 0;
  if (!signature.available_in_store)
    return (
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="sm">
          <Text>{t('signatures.public.notInStore')}</Text>
          <Button component={Link} to="/assinaturas" variant="light">
            {t('signatures.public.seeAll')}
          </Button>
        </Stack>
      </Card>
    );
  return (
    <Card withBorder radius="lg" padding="lg" className={classes.sticky} component="section">
      <Stack gap="md">
        <Title order={2} size="h4" id="periodos">
          {t('signatures.public.choosePeriod')}
        </Title>
        {current && (
          <Alert color="green" variant="light">
            {current.ends_at
              ? t('signatures.public.alreadyUntil', {
                  date: formatDateTimeSaoPaulo(current.ends_at, 'DD/MM/YYYY'),
                })
              : t('signatures.public.alreadyLifetime')}
          </Alert>
        )}
        {signature.periods.length === 0 ? (
          <Text c="dimmed">{t('signatures.public.noPrice')}</Text>
        ) : (
          <Radio.Group value={periodId} onChange={setPeriodId} aria-labelledby="periodos">
            <Stack gap="sm">
              {signature.periods.map((p) => (
                <Radio.Card
                  key={p.access_period_id}
                  value={String(p.access_period_id)}
                  className={classes.periodOption}
                  radius="md"
                >
                  <Group wrap="nowrap" align="flex-start" gap="sm">
                    <Radio.Indicator mt={4} />
                    <Stack gap={0} style={{ flex: 1 }}>
                      <Group justify="space-between" wrap="nowrap" gap="xs">
                        <Group gap={6} wrap="wrap">
                          <Text fw={600}>{p.name}</Text>
                          {savings(p.monthly_cents) >= 5 && (
                            <Badge size="sm" color="green" variant="light">
                              {t('signatures.public.save', { percent: savings(p.monthly_cents) })}
                            </Badge>
                          )}
                        </Group>
                        <Text fw={700}>
                          {formatCurrency(productFor(p)?.price_cents ?? p.price_cents)}
                        </Text>
                      </Group>
                      <Text size="sm" c="dimmed">
                        {p.days === null
                          ? t('signatures.public.lifetime')
                          : p.monthly_cents !== null && p.days !== 30
                            ? t('signatures.public.equivalent', {
                                price: formatCurrency(p.monthly_cents),
                              })
                            : t('signatures.public.days', { days: p.days })}
                      </Text>
                    </Stack>
                  </Group>
                </Radio.Card>
              ))}
            </Stack>
          </Radio.Group>
        )}
        <Button
          component={Link}
          to={periodId ? signatureCartUrl(signature.id, Number(periodId)) : '/assinaturas'}
          size="md"
          fullWidth
          disabled={periodId === null}
          leftSection={<IconShoppingCart size={18} aria-hidden />}
        >
          {current ? t('signatures.public.renew') : t('signatures.public.subscribe')}
        </Button>
        <Text size="xs" c="dimmed" ta="center">
          {t('signatures.public.checkoutHint')}
        </Text>
      </Stack>
    </Card>
  );
}

/** `/assinaturas/:slug`: what a signature offers, its periods and "Assinar" (public). */
export function SignatureDetailPage({ brand }: { brand: BrandId }) {
  const { t } = useTranslation('signatures');
  const { slug = '' } = useParams();
  const signature = useQuery(publicSignatureQuery(slug));
  if (signature.isPending)
    return (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  if (signature.isError)
    return (
      <Stack gap="lg">
        <BackLink />
        <Alert
          color={
            signature.error instanceof ApiError && signature.error.status === 404 ? 'gray' : 'red'
          }
        >
          {signature.error instanceof ApiError && signature.error.status === 404
            ? t('signatures.public.notFound')
            : t('signatures.loadError')}
        </Alert>
      </Stack>
    );
  const s = signature.data;
  return (
    <Stack gap="lg" py="sm">
      <BackLink />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <Stack gap={6}>
              <Group gap="xs">
                <Badge variant="light">{t('signatures.public.badge')}</Badge>
              </Group>
              <Title order={1}>{s.name}</Title>
              {s.subtitle && (
                <Text size="lg" c="dimmed">
                  {s.subtitle}
                </Text>
              )}
            </Stack>
            {s.description_html && (
              <div
                className={classes.description}
                // Sanitised by the API (sanitize-html allowlist) when staff saved it.
                dangerouslySetInnerHTML={{ __html: s.description_html }}
              />
            )}
            {s.benefits.length > 0 && (
              <List
                spacing="sm"
                center
                icon={
                  <ThemeIcon size={22} radius="xl" variant="light" aria-hidden>
                    <IconCheck size={14} stroke={2.5} />
                  </ThemeIcon>
                }
              >
                {s.benefits.map((benefit) => (
                  <List.Item key={benefit}>{benefit}</List.Item>
                ))}
              </List>
            )}
            <Included signature={s} brand={brand} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Checkout signature={s} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

import '@mantine/core/styles/List.css';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Center,
  Group,
  List,
  Loader,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { QUALIFICATION_KINDS, formatDateTimeSaoPaulo } from '@app/shared';
import type { BrandId, MySignature } from '@app/shared';
import IconCrown from '@tabler/icons-react/dist/esm/icons/IconCrown.mjs';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from 'react-router';
import { memberLink } from '../content-links.ts';
import { mySignaturesQuery } from '../signatures-api.ts';
import '../i18n/index.ts';

const STATUS_COLOR = {
  active: 'green',
  scheduled: 'blue',
  expired: 'gray',
  revoked: 'red',
} as const;
const date = (iso: string) => formatDateTimeSaoPaulo(iso, 'DD/MM/YYYY') ?? '';

function Validity({ signature }: { signature: MySignature }) {
  const { t } = useTranslation('signatures');
  switch (signature.status) {
    case 'active':
      return signature.ends_at
        ? t('signatures.mine.until', { date: date(signature.ends_at) })
        : t('signatures.mine.lifetime');
    case 'scheduled':
      return t('signatures.mine.startsOn', { date: date(signature.starts_at) });
    case 'expired':
      return t('signatures.mine.endedOn', { date: date(signature.ends_at ?? signature.starts_at) });
    case 'revoked':
      return t('signatures.mine.revoked');
  }
}

function SignatureCard({ signature, brand }: { signature: MySignature; brand: BrandId }) {
  const { t } = useTranslation('signatures');
  const current = signature.status === 'active' || signature.status === 'scheduled';
  const headingId = `assinatura-${signature.grant_id}`;
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component="article"
      aria-labelledby={headingId}
      data-testid="my-signature"
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon
              size={44}
              radius="md"
              variant="light"
              color={current ? 'brand' : 'gray'}
              aria-hidden
            >
              <IconCrown size={24} stroke={1.6} />
            </ThemeIcon>
            <Stack gap={2}>
              <Title order={2} size="h4" id={headingId}>
                {signature.name}
              </Title>
              <Text size="sm" c="dimmed">
                <Validity signature={signature} />
              </Text>
            </Stack>
          </Group>
          <Badge color={STATUS_COLOR[signature.status]} variant="light">
            {t(`signatures.status.${signature.status}`)}
          </Badge>
        </Group>
        {current && signature.contents.length > 0 && (
          <Stack gap="xs">
            <Text fw={600} size="sm">
              {t('signatures.mine.includes')}
            </Text>
            {QUALIFICATION_KINDS.map((kind) => {
              const items = signature.contents.filter((c) => c.kind === kind);
              if (items.length === 0) return null;
              return (
                <Stack key={kind} gap={4}>
                  <Text size="xs" tt="uppercase" c="dimmed" fw={600}>
                    {t(`signatures.kinds.${kind}`)}
                  </Text>
                  <List size="sm" spacing={2}>
                    {items.map((item) => {
                      const to = memberLink(item, brand);
                      return (
                        <List.Item key={item.target_id}>
                          {to ? (
                            <Anchor component={Link} to={to}>
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
        )}
        {current && signature.contents.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('signatures.mine.nothingYet')}
          </Text>
        )}
        {signature.available_in_store && signature.status !== 'scheduled' && (
          <Group>
            <Button
              component={Link}
              to={`/assinaturas/${signature.slug}`}
              variant={current ? 'light' : 'filled'}
              size="compact-md"
            >
              {current ? t('signatures.mine.extend') : t('signatures.mine.renew')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** `/cliente/assinaturas` ("Minhas Assinaturas"): the person's signatures and what they open. */
export function MySignaturesPage({ brand }: { brand: BrandId }) {
  const { t } = useTranslation('signatures');
  const mine = useQuery(mySignaturesQuery);
  const current = (mine.data ?? []).filter(
    (s) => s.status === 'active' || s.status === 'scheduled',
  );
  const past = (mine.data ?? []).filter((s) => s.status === 'expired' || s.status === 'revoked');
  return (
    <Stack gap="lg" maw={880}>
      <Group justify="space-between" align="center" wrap="wrap">
        <Title order={1} size="h2">
          {t('signatures.mine.title')}
        </Title>
        {(mine.data?.length ?? 0) > 0 && (
          <Button component={Link} to="/assinaturas" variant="default">
            {t('signatures.mine.browse')}
          </Button>
        )}
      </Group>
      {mine.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('app.loading')} />
        </Center>
      ) : mine.isError ? (
        <Alert color="red">{t('signatures.loadError')}</Alert>
      ) : mine.data.length === 0 ? (
        <Card withBorder radius="lg" padding="xl" data-testid="my-signatures-empty">
          <Stack align="center" gap="sm" ta="center">
            <ThemeIcon size={64} radius={32} variant="light" aria-hidden>
              <IconCrown size={34} stroke={1.5} />
            </ThemeIcon>
            <Text fw={600}>{t('signatures.mine.emptyTitle')}</Text>
            <Text c="dimmed" maw={420}>
              {t('signatures.mine.empty')}
            </Text>
            <Button component={Link} to="/assinaturas" mt="xs">
              {t('signatures.mine.browse')}
            </Button>
          </Stack>
        </Card>
      ) : (
        <>
          {current.length === 0 && (
            <Alert color="gray" variant="light">
              {t('signatures.mine.noneActive')}
            </Alert>
          )}
          {current.map((s) => (
            <SignatureCard key={s.grant_id} signature={s} brand={brand} />
          ))}
          {past.length > 0 && (
            <Stack gap="sm" component="section" aria-labelledby="anteriores">
              <Title order={2} size="h4" id="anteriores" mt="md">
                {t('signatures.mine.past')}
              </Title>
              {past.map((s) => (
                <SignatureCard key={s.grant_id} signature={s} brand={brand} />
              ))}
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}

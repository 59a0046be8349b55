import { Anchor, Box, Group, Loader, Stack, Text, Title } from '@mantine/core';
import IconChartBar from '@tabler/icons-react/dist/esm/icons/IconChartBar.mjs';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link, useParams } from 'react-router';
import { PageState } from '../../../components/page-state.tsx';
import { isApiError } from '../../../lib/api-client/api-error.ts';
import { embedQuery, myDashboardsQuery } from '../api/bi-api.ts';
import { biDashboardPath } from '../paths.ts';
import '../i18n/index.ts';

/**
 * `/hub/bi/:slug`: one dashboard in a frame. The API answers only the profiles it names (a
 * Metabase URL signed for ten minutes, the secret staying on the server); the CSP allows the
 * frame's origin (BI_FRAME_ORIGINS).
 */
export function DashboardPage() {
  const { t } = useTranslation('biDashboards');
  const { slug = '' } = useParams();
  const embed = useQuery(embedQuery(slug));
  const others = useQuery({ ...myDashboardsQuery(), enabled: embed.isSuccess });

  if (embed.isPending)
    return (
      <Group justify="center" py="xl">
        <Loader aria-label={t('biDashboards.view.loading')} />
      </Group>
    );
  if (embed.isError) {
    const signIn = isApiError(embed.error) && embed.error.status === 401;
    return (
      <PageState
        icon={<IconChartBar size={36} />}
        title={signIn ? t('biDashboards.view.signInTitle') : t('biDashboards.view.missingTitle')}
        text={signIn ? t('biDashboards.view.signInText') : t('biDashboards.view.missingText')}
        action={
          signIn
            ? { to: '/login', label: t('biDashboards.view.signIn') }
            : { to: '/home', label: t('biDashboards.view.back') }
        }
      />
    );
  }
  const dashboard = embed.data;
  const siblings = (others.data ?? []).filter((d) => d.slug !== dashboard.slug);
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1}>{dashboard.title}</Title>
        {dashboard.description && <Text c="dimmed">{dashboard.description}</Text>}
      </Stack>
      {siblings.length > 0 && (
        <Group gap="sm" component="nav" aria-label={t('biDashboards.view.others')}>
          <Text size="sm" c="dimmed">
            {t('biDashboards.view.others')}:
          </Text>
          {siblings.map((d) => (
            <Anchor key={d.slug} component={Link} to={biDashboardPath(d.slug)} size="sm">
              {d.title}
            </Anchor>
          ))}
        </Group>
      )}
      <Box
        component="iframe"
        src={dashboard.embed_url}
        title={dashboard.title}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        sandbox="allow-scripts allow-same-origin allow-popups allow-forms allow-downloads"
        w="100%"
        h={{ base: '70vh', sm: '78vh' }}
        style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 12 }}
        data-testid="bi-dashboard-frame"
      />
    </Stack>
  );
}

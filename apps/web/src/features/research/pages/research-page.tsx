import '@mantine/core/styles/Typography.css';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Divider,
  Group,
  Loader,
  Stack,
  Text,
  ThemeIcon,
  Title,
  Typography,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import IconArrowLeft from '@tabler/icons-react/dist/esm/icons/IconArrowLeft.mjs';
import IconCrown from '@tabler/icons-react/dist/esm/icons/IconCrown.mjs';
import IconDownload from '@tabler/icons-react/dist/esm/icons/IconDownload.mjs';
import IconExternalLink from '@tabler/icons-react/dist/esm/icons/IconExternalLink.mjs';
import IconFileAnalytics from '@tabler/icons-react/dist/esm/icons/IconFileAnalytics.mjs';
import IconLock from '@tabler/icons-react/dist/esm/icons/IconLock.mjs';
import IconLogin from '@tabler/icons-react/dist/esm/icons/IconLogin.mjs';
import { formatDateTimeSaoPaulo } from '@app/shared';
import type { AccessDenied, RequiredSignature } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link, useNavigate, useParams } from 'react-router';
import { PageState } from '../../../components/page-state.tsx';
import { ApiError } from '../../../lib/api-client/api-error.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { formatFileSize } from '../../../lib/format/file-size.ts';
import { rememberTargetUrl } from '../../../lib/session/session-actions.ts';
import { LockedContent } from '../components/locked-content.tsx';
import { researchDownload, researchQuery } from '../research-api.ts';
import classes from './research.module.css';
import '../i18n/index.ts';

function BackLink() {
  const { t } = useTranslation('research');
  return (
    <Anchor component={Link} to="/research" size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} aria-hidden />
        {t('research.back')}
      </Group>
    </Anchor>
  );
}

/** A centred card for a report the person cannot read yet (login or signature), with its action. */
function GateCard({
  icon,
  color,
  title,
  text,
  children,
}: {
  icon: ReactNode;
  color?: string;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="lg" padding="xl" maw={560} mx="auto" w="100%" mt="xl">
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={72} radius={36} variant="light" color={color} aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed">{text}</Text>
        {children}
      </Stack>
    </Card>
  );
}

/** Client `/research/:id`: the report's text and/or its PDF in the page, with a download. */
export function ResearchPage() {
  const { t } = useTranslation('research');
  const { id = '' } = useParams();
  const reportId = Number(id);
  const navigate = useNavigate();
  const { loggedIn } = useSession();
  const valid = Number.isInteger(reportId) && reportId > 0;
  const report = useQuery({ ...researchQuery(reportId), enabled: loggedIn && valid });
  const [promptClosed, setPromptClosed] = useState(false);
  const [downloading, setDownloading] = useState(false);

  if (!loggedIn)
    return (
      <Stack gap="md">
        <BackLink />
        <GateCard
          icon={<IconLogin size={36} />}
          title={t('research.loginTitle')}
          text={t('research.loginText')}
        >
          <Button
            onClick={() => {
              rememberTargetUrl(`/research/${id}`);
              void navigate('/login');
            }}
          >
            {t('research.login')}
          </Button>
        </GateCard>
      </Stack>
    );
  if (valid && report.isPending)
    return (
      <Group justify="center" py="xl">
        <Loader aria-label={t('app.loading')} />
      </Group>
    );
  const error = report.error;
  if (!valid || (error instanceof ApiError && error.status === 404))
    return (
      <PageState
        icon={<IconFileAnalytics size={36} />}
        title={t('research.notFoundTitle')}
        text={t('research.notFoundText')}
        action={{ to: '/research', label: t('research.back') }}
      />
    );
  if (error instanceof ApiError && error.status === 403) {
    const signatures: RequiredSignature[] =
      (error.body as AccessDenied | null)?.required_signatures ?? [];
    return (
      <Stack gap="md">
        <BackLink />
        <GateCard
          icon={<IconLock size={36} />}
          color="yellow"
          title={t('research.lockedTitle')}
          text={
            signatures.length > 0
              ? t('research.lockedText', { names: signatures.map((s) => s.name).join(', ') })
              : error.message
          }
        >
          {signatures.length > 0 && (
            <Button
              color="yellow"
              leftSection={<IconCrown size={18} aria-hidden />}
              onClick={() => setPromptClosed(false)}
            >
              {t('research.locked.subscribe')}
            </Button>
          )}
        </GateCard>
        <LockedContent
          opened={signatures.length > 0 && !promptClosed}
          onClose={() => setPromptClosed(true)}
          title=""
          signatures={signatures}
        />
      </Stack>
    );
  }
  if (report.isError || !report.data)
    return (
      <PageState
        icon={<IconFileAnalytics size={36} />}
        title={t('research.loadErrorTitle')}
        text={report.error instanceof ApiError ? report.error.message : t('research.loadError')}
        color="red"
        action={{ to: '/research', label: t('research.back') }}
      />
    );

  const r = report.data;
  const fail = (e: unknown) =>
    notifications.show({
      color: 'red',
      message: e instanceof ApiError ? e.message : t('research.loadError'),
    });
  const download = async () => {
    setDownloading(true);
    try {
      window.location.assign((await researchDownload(r.id)).url);
    } catch (e) {
      fail(e);
    } finally {
      setDownloading(false);
    }
  };
  // A fresh link each time (the one in the page expires in 5 minutes). The tab opens before the
  // request: browsers only allow pop-ups straight from a click.
  const openTab = async () => {
    const tab = window.open('about:blank', '_blank');
    try {
      const { url } = await researchDownload(r.id, 'inline');
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch (e) {
      tab?.close();
      fail(e);
    }
  };

  return (
    <Stack gap="lg" maw={1000} mx="auto" w="100%">
      <BackLink />
      <Stack gap="xs" component="header">
        <Text size="sm" c="dimmed" fw={600}>
          {[r.published_at ? formatDateTimeSaoPaulo(r.published_at, 'DD/MM/YYYY') : null, r.author]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        <Title order={1}>{r.title}</Title>
        {r.summary && (
          <Text fz="lg" c="dimmed">
            {r.summary}
          </Text>
        )}
        {r.assets.length > 0 && (
          <Group gap={6} aria-label={t('research.assets')}>
            {r.assets.map((asset) => (
              <Badge key={asset} variant="outline" color="gray" radius="sm">
                {asset}
              </Badge>
            ))}
          </Group>
        )}
      </Stack>

      {r.body_html && (
        <Card withBorder radius="lg" padding="xl">
          <Typography className={classes.body}>
            <div dangerouslySetInnerHTML={{ __html: r.body_html }} />
          </Typography>
        </Card>
      )}

      {r.file && (
        <Card withBorder radius="lg" padding="md">
          <Stack gap="sm">
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Stack gap={0}>
                <Text fw={600}>{t('research.pdf')}</Text>
                <Text size="sm" c="dimmed">
                  {r.file.file_name} · {formatFileSize(r.file.size_bytes)}
                </Text>
              </Stack>
              <Group gap="xs">
                <Button
                  variant="default"
                  onClick={() => void openTab()}
                  rightSection={<IconExternalLink size={16} aria-hidden />}
                >
                  {t('research.openTab')}
                </Button>
                <Button
                  leftSection={<IconDownload size={16} aria-hidden />}
                  loading={downloading}
                  onClick={() => void download()}
                >
                  {t('research.downloadPdf')}
                </Button>
              </Group>
            </Group>
            <Divider />
            <iframe
              className={classes.viewer}
              src={r.file.view_url}
              title={t('research.viewerTitle', { title: r.title })}
            />
          </Stack>
        </Card>
      )}
    </Stack>
  );
}

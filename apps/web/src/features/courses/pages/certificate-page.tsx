import { Button, Card, Center, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import IconCertificate from '@tabler/icons-react/dist/esm/icons/IconCertificate.mjs';
import IconCopy from '@tabler/icons-react/dist/esm/icons/IconCopy.mjs';
import IconPrinter from '@tabler/icons-react/dist/esm/icons/IconPrinter.mjs';
import IconShieldX from '@tabler/icons-react/dist/esm/icons/IconShieldX.mjs';
import { notifications } from '@mantine/notifications';
import { formatDateTimeSaoPaulo, formatDurationPtBr } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.tsx';
import { useParams } from 'react-router';
import { PageState } from '../../../components/page-state.tsx';
import { certificateQuery } from '../courses-api.ts';
import '../i18n/index.ts';

/** `/certificado/:code`: anyone with the link can check a completion certificate. */
export function CertificatePage() {
  const { t } = useTranslation('courses');
  const { code = '' } = useParams();
  const certificate = useQuery(certificateQuery(code));
  if (certificate.isPending)
    return (
      <Group justify="center" py="xl">
        <Loader aria-label={t('app.loading')} />
      </Group>
    );
  if (certificate.isError || !certificate.data)
    return (
      <PageState
        icon={<IconShieldX size={36} />}
        color="red"
        title={t('courses.certInvalid')}
        text={t('courses.certInvalidText')}
      />
    );
  const c = certificate.data;
  const copy = async () => {
    await navigator.clipboard.writeText(window.location.href);
    notifications.show({ color: 'teal', message: t('courses.linkCopied') });
  };
  return (
    <Center py="lg">
      <Stack maw={760} w="100%" gap="md">
        <Card
          withBorder
          radius="lg"
          padding="xl"
          style={{ borderWidth: 3, borderColor: 'var(--mantine-primary-color-filled)' }}
          data-testid="certificate"
        >
          <Stack align="center" gap="md" ta="center">
            <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
              <IconCertificate size={36} />
            </ThemeIcon>
            <Text tt="uppercase" fw={700} c="teal" size="sm">
              {t('courses.certValid')}
            </Text>
            <Title order={1}>{t('courses.certTitle')}</Title>
            <Text fz="lg" maw={600}>
              {t('courses.certText', {
                name: c.student_name,
                course: c.course_title,
                hours: formatDurationPtBr(c.workload_minutes * 60),
              })}
            </Text>
            <Text c="dimmed">
              {t('courses.certIssued', { date: formatDateTimeSaoPaulo(c.issued_at) })}
            </Text>
            <Text size="sm" ff="monospace">
              {t('courses.certCode', { code: c.code })}
            </Text>
          </Stack>
        </Card>
        <Group justify="center" className="no-print">
          <Button
            variant="default"
            leftSection={<IconPrinter size={18} aria-hidden />}
            onClick={() => window.print()}
          >
            {t('courses.print')}
          </Button>
          <Button
            variant="light"
            leftSection={<IconCopy size={18} aria-hidden />}
            onClick={() => void copy()}
          >
            {t('courses.copyLink')}
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}

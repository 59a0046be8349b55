import '@mantine/core/styles/Typography.css';
import { Button, Card, Divider, Group, Stack, Text, Typography } from '@mantine/core';
import IconDownload from '@tabler/icons-react/dist/esm/icons/IconDownload.mjs';
import IconExternalLink from '@tabler/icons-react/dist/esm/icons/IconExternalLink.mjs';
import type { InternalPolicyVersion } from '@app/shared';
import { useTranslation } from '../../../i18n/react.tsx';
import { formatFileSize } from '../../../lib/format/file-size.ts';
import classes from './policy.module.css';
import '../i18n/index.ts';

/**
 * A version's text as it was published: its HTML (cleaned by the API when saved) and its PDF in
 * an embedded viewer, through the signed 5-minute links the answer carries.
 */
export function PolicyDocument({ document }: { document: InternalPolicyVersion }) {
  const { t } = useTranslation('internalPolicies');
  const file = document.file;
  return (
    <Stack gap="md">
      {document.body_html && (
        <Card withBorder radius="lg" padding="xl">
          <Typography className={classes.body}>
            <div
              data-testid="policy-body"
              dangerouslySetInnerHTML={{ __html: document.body_html }}
            />
          </Typography>
        </Card>
      )}
      {file && (
        <Card withBorder radius="lg" padding="md">
          <Stack gap="sm">
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Text size="sm" c="dimmed">
                {t('internalPolicies.common.pdfOf', {
                  name: file.file_name,
                  size: formatFileSize(file.size_bytes),
                })}
              </Text>
              <Group gap="xs">
                <Button
                  variant="default"
                  component="a"
                  href={file.view_url}
                  target="_blank"
                  rel="noopener"
                  rightSection={<IconExternalLink size={16} aria-hidden />}
                >
                  {t('internalPolicies.common.openPdf')}
                </Button>
                <Button
                  component="a"
                  href={file.download_url}
                  leftSection={<IconDownload size={16} aria-hidden />}
                >
                  {t('internalPolicies.common.downloadPdf')}
                </Button>
              </Group>
            </Group>
            <Divider />
            <iframe
              className={classes.viewer}
              src={file.view_url}
              title={t('internalPolicies.common.pdfViewer', { title: document.title })}
            />
          </Stack>
        </Card>
      )}
    </Stack>
  );
}

import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import { Alert, Badge, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { formatDateTimeSaoPaulo } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.tsx';
import { versionQuery } from '../api/internal-policies-api.ts';
import { PolicyDocument } from './policy-document.tsx';
import '../i18n/index.ts';

/** One version's text as staff read it (a draft, or a published one as it was frozen). */
export function VersionModal({
  versionId,
  onClose,
}: {
  versionId: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('internalPolicies');
  const version = useQuery({ ...versionQuery(versionId ?? 0), enabled: versionId !== null });
  const doc = version.data;
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('internalPolicies.common.close') }}
      opened={versionId !== null}
      onClose={onClose}
      size="xl"
      title={
        doc
          ? `${doc.title} · ${t('internalPolicies.common.version', { version: doc.version })}`
          : ''
      }
    >
      {version.isError ? (
        <Alert color="red">{t('internalPolicies.common.loadError')}</Alert>
      ) : !doc ? (
        <Center py="lg">
          <Loader aria-label={t('app.loading')} />
        </Center>
      ) : (
        <Stack gap="md">
          <Group gap="xs">
            <Badge color={doc.status === 'published' ? 'teal' : 'gray'} variant="light">
              {doc.status === 'published'
                ? t('internalPolicies.common.published')
                : t('internalPolicies.common.draft')}
            </Badge>
            {doc.published_at && (
              <Text size="sm" c="dimmed">
                {t('internalPolicies.common.publishedOn', {
                  date: formatDateTimeSaoPaulo(doc.published_at),
                })}
              </Text>
            )}
          </Group>
          {doc.summary && <Text>{doc.summary}</Text>}
          {doc.change_note && (
            <Text size="sm" c="dimmed">
              {t('internalPolicies.versions.note')}: {doc.change_note}
            </Text>
          )}
          <PolicyDocument document={doc} />
        </Stack>
      )}
    </Modal>
  );
}

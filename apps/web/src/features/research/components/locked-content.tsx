import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import { Badge, Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import IconCrown from '@tabler/icons-react/dist/esm/icons/IconCrown.mjs';
import type { RequiredSignature } from '@app/shared';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from 'react-router';
import '../i18n/index.ts';

/**
 * The subscribe prompt for a locked report (spec section 3: 'Assinatura necessária:' and
 * 'Quero assinar'), listing the signatures whose qualification includes it. A stand-in: the
 * shared prompt of features/signatures replaces it.
 */
export function LockedContent({
  opened,
  onClose,
  title,
  signatures,
}: {
  opened: boolean;
  onClose: () => void;
  /** What was locked (the report's title). */
  title: string;
  signatures: RequiredSignature[];
}) {
  const { t } = useTranslation('research');
  const first = signatures.find((s) => s.available_in_store) ?? signatures[0];
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('research.locked.title')}
      centered
      radius="lg"
      padding="xl"
      data-testid="locked-content"
    >
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={64} radius={32} variant="light" color="yellow" aria-hidden>
          <IconCrown size={34} />
        </ThemeIcon>
        {signatures.length > 0 ? (
          <Group gap="xs" justify="center">
            {signatures.map((s) => (
              <Badge key={s.id} size="lg" variant="light" color="yellow">
                {s.name}
              </Badge>
            ))}
          </Group>
        ) : null}
        <Text c="dimmed">
          {signatures.length === 0
            ? t('research.locked.noSignature')
            : title
              ? t('research.locked.text', { title })
              : t('research.locked.textGeneric')}
        </Text>
        {first ? (
          <Button
            component={Link}
            to={`/assinaturas/${first.slug}`}
            size="md"
            fullWidth
            leftSection={<IconCrown size={18} aria-hidden />}
          >
            {t('research.locked.subscribe')}
          </Button>
        ) : (
          <Button variant="default" onClick={onClose} fullWidth>
            {t('research.locked.close')}
          </Button>
        )}
      </Stack>
    </Modal>
  );
}

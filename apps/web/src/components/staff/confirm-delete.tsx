import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTextsOf } from '../../i18n/use-texts-of.ts';
import { ApiError } from '../../lib/api-client/api-error.ts';

/** The words of a delete confirmation. */
export interface ConfirmDeleteTexts {
  title: string;
  text: string;
  cancel: string;
  confirm: string;
}

interface ConfirmProps {
  texts: ConfirmDeleteTexts;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** "Delete this?": the record's words, cancel, and the red button (busy while it deletes). */
export function ConfirmDeleteBody({ texts, busy, onCancel, onConfirm }: ConfirmProps) {
  return (
    <Stack>
      <Text>{texts.text}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          {texts.cancel}
        </Button>
        <Button color="red" loading={busy} onClick={onConfirm} data-autofocus>
          {texts.confirm}
        </Button>
      </Group>
    </Stack>
  );
}

/** The delete confirmation in a modal of its own. */
export function ConfirmDeleteModal({ opened, ...props }: ConfirmProps & { opened: boolean }) {
  return (
    <Modal opened={opened} onClose={props.onCancel} title={props.texts.title} centered>
      <ConfirmDeleteBody {...props} />
    </Modal>
  );
}

/**
 * A staff list's delete: the row asked about, and the modal that confirms it, deletes,
 * refreshes the list (`queryKey`) and says how it went. `prefix` is the list's i18n keys
 * (`deleted`, `deleteTitle`, `deleteText`, `cancel`, `confirmDelete`).
 */
export function useConfirmDelete<T extends { id: number; title: string }>({
  prefix,
  queryKey,
  remove,
}: {
  prefix: string;
  queryKey: string;
  remove: (id: number) => Promise<unknown>;
}) {
  const { t } = useTextsOf(prefix);
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!target) return;
    setBusy(true);
    try {
      await remove(target.id);
      await queryClient.invalidateQueries({ queryKey: [queryKey] });
      notifications.show({ color: 'teal', message: t(`${prefix}.deleted`) });
      setTarget(null);
    } catch (error) {
      notifications.show({
        color: 'red',
        message: error instanceof ApiError ? error.message : String(error),
      });
    } finally {
      setBusy(false);
    }
  };

  const modal = (
    <ConfirmDeleteModal
      opened={target !== null}
      texts={{
        title: t(`${prefix}.deleteTitle`),
        text: t(`${prefix}.deleteText`, { title: target?.title ?? '' }),
        cancel: t(`${prefix}.cancel`),
        confirm: t(`${prefix}.confirmDelete`),
      }}
      busy={busy}
      onCancel={() => setTarget(null)}
      onConfirm={() => void confirm()}
    />
  );
  return { ask: setTarget, modal };
}

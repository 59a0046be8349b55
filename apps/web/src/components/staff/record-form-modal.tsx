import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTextsOf } from '../../i18n/use-texts-of.ts';
import '../../i18n/shared/index.ts';

/** The record a list edits in a modal: null for a new one; the modal is closed without it. */
export type ModalEditing<R> = { record: R | null } | null;

/**
 * A list's record form in a modal: titled with the words' `new` for a new record and
 * `editTitle` for a stored one; `children` draw the form of the record (null: a new one).
 */
export function RecordFormModal<R>({
  editing,
  words,
  onClose,
  children,
}: {
  editing: ModalEditing<R>;
  /** The i18n prefix of the list's words (`namespace:section`). */
  words: string;
  onClose: () => void;
  children: (record: R | null) => ReactNode;
}) {
  const { t } = useTextsOf(words);
  return (
    <Modal
      opened={editing !== null}
      onClose={onClose}
      title={t(`${words}.${editing?.record ? 'editTitle' : 'new'}`)}
      closeButtonProps={{ 'aria-label': t('staffForm.close') }}
      centered
    >
      {editing && children(editing.record)}
    </Modal>
  );
}

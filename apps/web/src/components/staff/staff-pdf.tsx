import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from '../../i18n/react.tsx';
import { PdfUploadField } from '../inputs/pdf-upload-field.tsx';
import { isApiError } from '../../lib/api-client/api-error.ts';
import { Cell, useFormWord } from '../forms/form-fields.tsx';
import { useStaffFormContext } from './staff-form-frame.tsx';
import type { FieldSpan } from '../forms/form-fields.tsx';
import type { StaffForm } from './use-staff-form.tsx';
import '../../i18n/shared/index.ts';

interface WithPdf {
  id: number;
  file: { file_name: string; size_bytes: number } | null;
}

/**
 * The PDF of a record a staff form edits (an e-book, a report): `send` uploads it for a stored
 * record; before the record exists the file is only picked, and `sendPicked` uploads it once the
 * record was created (a failure is said, and staff retry on its page).
 */
/** `maxBytes`: the largest file the API takes for this record (said before the upload). */
export function useRecordPdf<R extends WithPdf>(
  upload: (id: number, file: File) => Promise<R>,
  maxBytes: number,
) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<File | null>(null);
  const send = async (id: number, file: File) => {
    try {
      return await upload(id, file);
    } catch (error) {
      throw new Error(isApiError(error) ? error.message : t('ebooks.tryAgain'));
    }
  };
  const sendPicked = async (created: R): Promise<R> => {
    if (!picked) return created;
    try {
      return await send(created.id, picked);
    } catch (error) {
      notifications.show({ color: 'red', message: (error as Error).message });
      return created;
    }
  };
  return { picked, setPicked, send, sendPicked, maxBytes };
}

/**
 * The PDF of the record the staff form around edits: sent at once for a stored record, picked for
 * a new one. `label` is a word of the form (`pdf` unless named otherwise).
 */
export function RecordPdfField<R extends WithPdf>({
  pdf,
  label = 'pdf',
  span = 'full',
}: {
  pdf: ReturnType<typeof useRecordPdf<R>>;
  label?: string;
  /** The field's width in the form's grid (`full`; null: not in a grid). */
  span?: FieldSpan | null;
}) {
  const staff = useStaffFormContext() as unknown as StaffForm<FieldValues, R>;
  const words = useFormWord(label);
  const { t } = useTranslation();
  const record = staff.record;
  const upload = async (file: File) => {
    if (!record) return;
    await staff.remember(await pdf.send(record.id, file));
    notifications.show({ color: 'teal', message: t('ebooks.pdf.uploaded') });
  };
  return (
    <Cell span={span ?? undefined}>
      <PdfUploadField
        label={words}
        current={record?.file ?? null}
        maxBytes={pdf.maxBytes}
        disabled={!staff.canSave}
        {...(record ? { onUpload: upload } : { onPick: pdf.setPicked, picked: pdf.picked })}
      />
    </Cell>
  );
}

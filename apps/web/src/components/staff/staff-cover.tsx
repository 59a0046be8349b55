import { notifications } from '@mantine/notifications';
import { COVER_SIZES } from '@app/shared';
import type { CoverAnswer, CoverKind } from '@app/shared';
import { useEffect, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from '../../i18n/react.tsx';
import { CoverUploadInput, isCoverAlt } from '../inputs/cover-upload-input.tsx';
import type { PickedCover } from '../inputs/cover-upload-input.tsx';
import { apiRequest } from '../../lib/api-client/api-client.ts';
import { errorMessageOf } from '../../lib/api-client/query-client.ts';
import { Cell, useFormWord } from '../forms/form-fields.tsx';
import { useStaffFormContext } from './staff-form-frame.tsx';
import type { FieldSpan } from '../forms/form-fields.tsx';
import type { StaffForm } from './use-staff-form.tsx';
import '../../i18n/shared/index.ts';

export interface WithCover {
  id: number;
  cover_url: string | null;
  cover_alt?: string | null | undefined;
}

/** `POST /api/update-<kind>-cover/:id`: the picture (checked and re-encoded) and its description. */
export async function uploadCover(
  kind: CoverKind,
  id: number,
  file: File,
  alt: string,
): Promise<CoverAnswer> {
  const formData = new FormData();
  formData.append('alt', alt);
  formData.append('image', file);
  return (
    await apiRequest<CoverAnswer>(`/api/update-${kind}-cover/${id}`, { method: 'POST', formData })
  ).data;
}

/** `PUT /api/remove-<kind>-cover/:id`: the content has no cover any more. */
export async function removeCover(kind: CoverKind, id: number): Promise<CoverAnswer> {
  return (await apiRequest<CoverAnswer>(`/api/remove-${kind}-cover/${id}`, { method: 'PUT' })).data;
}

/** What `useRecordCover` gives: the picked picture, its checks, the upload after the create. */
export type RecordCover = ReturnType<typeof useRecordCover>;

/**
 * The cover of a record a staff form edits (a course, an e-book…). A stored record's cover is
 * sent or removed at once; for a new record the picture and its description are only picked,
 * `check` (the form's `beforeSave`) asks for the description before anything is created, and
 * `sendPicked` uploads the picture once the record exists (a failure is said, and staff send it
 * again on the record's page).
 */
export function useRecordCover(kind: CoverKind | null) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<PickedCover | null>(null);
  const [altError, setAltError] = useState<string | null>(null);
  // The picked picture, for previews of the record being created.
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  useEffect(() => {
    const file = picked?.file;
    if (!file || typeof URL.createObjectURL !== 'function') return setPreviewUrl(null);
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [picked?.file]);
  const pick = (next: PickedCover | null) => {
    setPicked(next);
    if (!next || isCoverAlt(next.alt)) setAltError(null);
  };
  const check = () => {
    const ok = !picked || isCoverAlt(picked.alt);
    setAltError(ok ? null : t('coverUpload.altRequired'));
    return ok;
  };
  const sendPicked = async <R extends WithCover>(created: R): Promise<R> => {
    if (!picked || !kind) return created;
    try {
      const cover = await uploadCover(kind, created.id, picked.file, picked.alt.trim());
      setPicked(null);
      return { ...created, ...cover };
    } catch (error) {
      notifications.show({
        color: 'red',
        message: t('coverUpload.notSent', { message: errorMessageOf(error) }),
      });
      return created;
    }
  };
  /** A form's `save` that also sends the picked picture once a new record exists. */
  const afterCreate =
    <I, R extends WithCover>(save: (id: number | null, input: I) => Promise<R>) =>
    async (id: number | null, input: I): Promise<R> =>
      id === null ? sendPicked(await save(null, input)) : save(id, input);
  return { kind, picked, previewUrl, pick, altError, check, sendPicked, afterCreate };
}

/**
 * The cover of the record the staff form around edits: sent or removed at once for a stored
 * record, picked for a new one. `label` is a word of the form (`cover` unless named otherwise).
 */
export function RecordCoverField({
  label = 'cover',
  span = 'full',
}: {
  label?: string;
  /** The field's width in the form's grid (`full`; null: not in a grid). */
  span?: FieldSpan | null;
}) {
  const staff = useStaffFormContext() as unknown as StaffForm<FieldValues, WithCover>;
  const words = useFormWord(label);
  const { cover } = staff;
  if (!cover?.kind)
    throw new Error('RecordCoverField: useStaffForm({ cover }) não recebeu o tipo da capa.');
  return (
    <Cell span={span ?? undefined}>
      <CoverField staff={staff} cover={cover} kind={cover.kind} label={words} />
    </Cell>
  );
}

function CoverField<V extends FieldValues, R extends WithCover>({
  staff,
  cover,
  kind,
  label,
}: {
  staff: StaffForm<V, R>;
  cover: RecordCover;
  kind: CoverKind;
  label: string;
}) {
  const { t } = useTranslation();
  const record = staff.record;
  if (!record)
    return (
      <CoverUploadInput
        key="new"
        label={label}
        current={null}
        onPick={cover.pick}
        altError={cover.altError}
        size={COVER_SIZES[kind]}
        disabled={!staff.canSave}
      />
    );
  // The answer is the record's cover now: the record (and the form's hidden `cover_url`, which a
  // later save sends back) follows it, and the lists show it.
  const keep = async (answer: CoverAnswer, message: string) => {
    await staff.remember({ ...record, ...answer });
    notifications.show({ color: 'teal', message });
  };
  return (
    <CoverUploadInput
      key={record.id}
      label={label}
      current={record.cover_url ? { url: record.cover_url, alt: record.cover_alt ?? null } : null}
      onUpload={async (file, alt) =>
        keep(await uploadCover(kind, record.id, file, alt), t('coverUpload.uploaded'))
      }
      onRemove={async () => keep(await removeCover(kind, record.id), t('coverUpload.removed'))}
      size={COVER_SIZES[kind]}
      disabled={!staff.canSave}
    />
  );
}

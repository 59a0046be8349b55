import { Grid } from '@mantine/core';
import { emailBindForm, xpReleaseForm } from '@app/shared';
import type { FormValuesOf, GrantImport } from '@app/shared';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { fieldsFor } from '../../../components/forms/form-fields.tsx';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.tsx';
import {
  FormActions,
  FormElement,
  StaffFormFrame,
} from '../../../components/staff/staff-form-frame.tsx';
import { useStaffForm } from '../../../components/staff/use-staff-form.tsx';
import { RELEASE_KINDS, releaseOptionsQuery, releaseRecords } from '../api/grant-imports-api.ts';
import type { ReleaseKind } from '../api/grant-imports-api.ts';
import '../i18n/index.ts';

export const prefixOf = (kind: ReleaseKind) =>
  kind === 'xp' ? 'grantImports:xp' : 'grantImports:binds';

type Held = FormValuesOf<typeof xpReleaseForm>;
/** What both forms hold but the code or the address. */
type CommonHeld = Omit<Held, 'code'>;

/** One release typed by staff (new, or a pending one changed), in a modal over the list. */
export function ReleaseForm(props: {
  kind: ReleaseKind;
  release: GrantImport | null;
  onClose: () => void;
}) {
  return props.kind === 'xp' ? <XpReleaseForm {...props} /> : <EmailBindForm {...props} />;
}

interface FormProps {
  release: GrantImport | null;
  onClose: () => void;
}

function XpReleaseForm({ release, onClose }: FormProps) {
  const staff = useStaffForm({
    form: xpReleaseForm,
    record: release,
    id: release?.id ?? null,
    // No `records`: the modal loads nothing and deletes nothing (the list does).
    save: releaseRecords.xp.save,
    lists: releaseRecords.xp.lists,
    onDone: onClose,
    subject: RELEASE_KINDS.xp.resource,
    texts: prefixOf('xp'),
  });
  const { TextField } = staff.fields;
  return (
    <StaffFormFrame staff={staff}>
      <ReleaseFields kind="xp" onClose={onClose}>
        <TextField name="code" hint required inputMode="numeric" span="full" data-autofocus />
      </ReleaseFields>
    </StaffFormFrame>
  );
}

function EmailBindForm({ release, onClose }: FormProps) {
  const staff = useStaffForm({
    form: emailBindForm,
    record: release,
    id: release?.id ?? null,
    save: releaseRecords.email_bind.save,
    lists: releaseRecords.email_bind.lists,
    onDone: onClose,
    subject: RELEASE_KINDS.email_bind.resource,
    texts: prefixOf('email_bind'),
  });
  const { TextField } = staff.fields;
  return (
    <StaffFormFrame staff={staff}>
      <ReleaseFields kind="email_bind" onClose={onClose}>
        <TextField name="email" hint required type="email" span="full" data-autofocus />
      </ReleaseFields>
    </StaffFormFrame>
  );
}

/** The fields both forms share: what the release opens and for how long. */
function ReleaseFields({
  kind,
  onClose,
  children,
}: {
  kind: ReleaseKind;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('grantImports');
  const section = kind === 'xp' ? 'xp' : 'binds';
  const options = useQuery(releaseOptionsQuery(kind));
  const { TextField, SelectField, MultiSelectField, SegmentedField, TextAreaField } =
    fieldsFor<CommonHeld>();
  const period = useWatch<CommonHeld, 'period'>({ name: 'period' });
  return (
    <FormElement label={t(`${section}.formLabel`)}>
      <Grid>
        {children}
        {kind === 'email_bind' && (
          <SelectField
            name="product_id"
            options={options.data?.products}
            placeholder={t(`${section}.productPlaceholder`)}
            clearable
            searchable
            span="half"
          />
        )}
        <SelectField
          name="signature_type_id"
          options={options.data?.signature_types}
          placeholder={t(`${section}.signaturePlaceholder`)}
          clearable
          searchable
          span={kind === 'xp' ? 'full' : 'half'}
        />
        <MultiSelectField
          name="course_ids"
          options={options.data?.courses}
          placeholder={t(`${section}.coursesPlaceholder`)}
          searchable
          clearable
          span="full"
        />
        <SegmentedField
          name="period"
          label="periodKind"
          data={[
            { value: 'days', label: t(`${section}.periodDays`) },
            { value: 'date', label: t(`${section}.periodDate`) },
          ]}
          span="full"
        />
        {period === 'date' ? (
          <TextField name="ends_on" type="date" span="half" />
        ) : (
          <TextField name="days" inputMode="numeric" span="half" />
        )}
        <TextAreaField name="note" minRows={2} span="full" />
        <FormActions onCancel={onClose} span="full" />
      </Grid>
    </FormElement>
  );
}

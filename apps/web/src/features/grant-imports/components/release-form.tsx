import { Grid } from '@mantine/core';
import { emailBindForm, xpReleaseForm } from '@app/shared';
import type { DefinedForm, FormValuesOf, GrantImport } from '@app/shared';
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

/** Each kind's form and its own field: the XP code, or the e-mail a grant is bound to. */
const KINDS = {
  xp: { form: xpReleaseForm, key: { name: 'code', inputMode: 'numeric' } },
  email_bind: { form: emailBindForm, key: { name: 'email', type: 'email' } },
} as const;

/** What either form holds: the fields both share, and the code or the e-mail. */
type KindHeld = CommonHeld & { code?: string; email?: string };

/** One release typed by staff (new, or a pending one changed), in a modal over the list. */
export function ReleaseForm(props: {
  kind: ReleaseKind;
  release: GrantImport | null;
  onClose: () => void;
}) {
  // Another kind is another form: it starts afresh.
  return <KindForm key={props.kind} {...props} />;
}

function KindForm({
  kind,
  release,
  onClose,
}: {
  kind: ReleaseKind;
  release: GrantImport | null;
  onClose: () => void;
}) {
  const { form, key } = KINDS[kind];
  const staff = useStaffForm({
    form: form as unknown as DefinedForm<KindHeld, unknown>,
    record: release,
    id: release?.id ?? null,
    // No `records`: the modal loads nothing and deletes nothing (the list does).
    save: releaseRecords[kind].save as (id: number | null, input: unknown) => Promise<GrantImport>,
    lists: releaseRecords[kind].lists,
    onDone: onClose,
    subject: RELEASE_KINDS[kind].resource,
    texts: prefixOf(kind),
  });
  const { TextField } = staff.fields;
  return (
    <StaffFormFrame staff={staff}>
      <ReleaseFields kind={kind} onClose={onClose}>
        <TextField {...key} hint required span="full" data-autofocus />
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
            span="half"
          />
        )}
        <SelectField
          name="signature_type_id"
          options={options.data?.signature_types}
          placeholder={t(`${section}.signaturePlaceholder`)}
          span={kind === 'xp' ? 'full' : 'half'}
        />
        <MultiSelectField
          name="course_ids"
          options={options.data?.courses}
          placeholder={t(`${section}.coursesPlaceholder`)}
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

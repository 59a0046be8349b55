import '@mantine/core/styles/Grid.css';
import { Grid } from '@mantine/core';
import { UF_VALUES, advisorForm, formatPhone } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.tsx';
import { FormCard, StaffFormPage } from '../../../components/staff/staff-form-frame.tsx';
import { RecordCoverField } from '../../../components/staff/staff-cover.tsx';
import { useStaffForm } from '../../../components/staff/use-staff-form.tsx';
import { FieldStack } from '../../../components/forms/form-fields.tsx';
import { advisorRecords, advisorUsersQuery } from '../api/advisors-api.ts';
import { CertificationsField } from '../components/certifications-field.tsx';
import '../i18n/index.ts';

/** Staff `/site-liberta-investimentos/assessores/cadastro` and `/:id`: an advisor's form. */
export function AdvisorFormPage() {
  const { t } = useTranslation('advisors');
  const staff = useStaffForm({ form: advisorForm, records: advisorRecords });
  const users = useQuery({ ...advisorUsersQuery(), enabled: staff.canSave });
  const { TextField, SelectField, TagsField, SwitchField, OrderField, RichTextField } =
    staff.fields;
  return (
    <StaffFormPage staff={staff} state="active">
      <FormCard actions label={t('advisors.advisors.form')}>
        <TextField name="name" span="twoThirds" />
        <SelectField name="user_id" hint options={users.data} span="third" />
        <RecordCoverField label="photo" />
        <Grid.Col span={12}>
          <CertificationsField disabled={!staff.canSave} />
        </Grid.Col>
        <TagsField name="specialties" hint maxTags={12} span="full" />
        <TextField name="city" span="half" />
        <SelectField name="uf" data={[...UF_VALUES]} searchable span={{ base: 12, sm: 6, md: 2 }} />
        <OrderField name="order" span="third" />
        <TextField name="email" type="email" autoComplete="off" span="half" />
        <TextField
          name="phone"
          inputMode="tel"
          placeholder="(11) 98765-4321"
          format={formatPhone}
          span="half"
        />
        <FieldStack pt={0}>
          <SwitchField name="whatsapp" hint />
          <SwitchField name="active" label="activeField" hint />
        </FieldStack>
        <RichTextField name="bio_html" span="full" />
      </FormCard>
    </StaffFormPage>
  );
}

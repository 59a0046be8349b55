import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Grid.css';
import { SlugField } from '../../../components/forms/form-fields.tsx';
import '@mantine/core/styles/NumberInput.css';
import { Grid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.tsx';
import { useWatch } from 'react-hook-form';
import { FormCard, StaffFormPage } from '../../../components/staff/staff-form-frame.tsx';
import { useStaffForm } from '../../../components/staff/use-staff-form.tsx';
import { dashboardRecords, profilesQuery } from '../api/bi-api.ts';
import { dashboardForm } from '../forms.ts';
import '../i18n/index.ts';

/** Staff `/hub/bi/cadastro` and `/hub/bi/editar/:id` (resource hub-home). */
export function DashboardFormPage() {
  const { t } = useTranslation('biDashboards');
  const profiles = useQuery(profilesQuery());
  const staff = useStaffForm({ form: dashboardForm, records: dashboardRecords });
  const dashboard = staff.record;
  const provider = useWatch({ control: staff.form.control, name: 'provider' });
  const {
    TextField,
    TextAreaField,
    SegmentedField,
    NumberField,
    PasswordField,
    MultiSelectField,
    SwitchField,
  } = staff.fields;
  const metabase = provider === 'metabase';
  return (
    <StaffFormPage staff={staff} maw={880} state="active">
      <FormCard actions label={t('biDashboards.form.card')}>
        <TextField name="title" span="half" />
        <SlugField
          required
          maxLength={80}
          format={(value) => value.toLowerCase().replace(/[^a-z0-9-]/g, '-')}
          span="half"
        />
        <TextAreaField name="description" minRows={2} span="full" />
        <SegmentedField
          name="provider"
          data={[
            { value: 'metabase', label: t('biDashboards.provider.metabase') },
            { value: 'url', label: t('biDashboards.provider.url') },
          ]}
          span="full"
        />
        <TextField
          name="url"
          label={metabase ? 'siteUrl' : 'url'}
          hint
          required
          type="url"
          span="full"
        />
        {metabase && (
          <>
            <NumberField
              name="metabase_dashboard_id"
              required
              min={1}
              allowDecimal={false}
              allowNegative={false}
              span="half"
            />
            <PasswordField
              name="metabase_secret"
              hint={dashboard?.has_secret ? 'metabase_secretKept' : 'metabase_secretHint'}
              autoComplete="off"
              span="half"
            />
            <TextAreaField name="params" hint minRows={2} ff="monospace" span="full" />
          </>
        )}
        <MultiSelectField name="profile_ids" hint options={profiles.data} clearable span="full" />
        <Grid.Col span={12}>
          <SwitchField name="active" hint />
        </Grid.Col>
      </FormCard>
    </StaffFormPage>
  );
}

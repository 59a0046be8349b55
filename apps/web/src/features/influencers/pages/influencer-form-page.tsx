import '@mantine/core/styles/Grid.css';
import { Grid } from '@mantine/core';
import { influencerForm } from '@app/shared';
import { useTranslation } from '../../../i18n/react.tsx';
import { FormCard, StaffFormPage } from '../../../components/staff/staff-form-frame.tsx';
import { useStaffForm } from '../../../components/staff/use-staff-form.tsx';
import { influencerRecords } from '../api/influencers-api.ts';
import { ChannelsField } from '../components/channels-field.tsx';
import { LeadsPanel } from '../components/leads-panel.tsx';
import { TrackingLinks } from '../components/tracking-links.tsx';
import '../i18n/index.ts';

/**
 * Staff `/influencer/cadastro` and `/influencer/:id`: the influencer's form and, once stored,
 * their tracking links and the leads of a period.
 */
export function InfluencerFormPage() {
  const { t } = useTranslation('influencers');
  const staff = useStaffForm({
    form: influencerForm,
    records: influencerRecords,
    opensRecord: true,
  });
  const influencer = staff.record;
  const { TextField, SwitchField } = staff.fields;
  return (
    <StaffFormPage staff={staff} state="active">
      <FormCard actions label={t('influencers.form.form')}>
        <TextField name="name" span="half" />
        <TextField
          name="code"
          hint
          required
          maxLength={60}
          autoComplete="off"
          format={(code) => code.replace(/\s/g, '')}
          span="half"
        />
        <Grid.Col span={12}>
          <ChannelsField disabled={!staff.canSave} />
        </Grid.Col>
        <SwitchField name="active" label="activeField" hint span="full" />
      </FormCard>
      {influencer && <TrackingLinks id={influencer.id} />}
      {influencer && <LeadsPanel id={influencer.id} />}
    </StaffFormPage>
  );
}

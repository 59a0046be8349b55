import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import { SlugField } from '../../../components/forms/form-fields.tsx';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/NumberInput.css';
import { Text } from '@mantine/core';
import { LANDING_KIND_VALUES, landingForm, landingPath } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/react.tsx';
import {
  FormCard,
  PublicPageLink,
  StaffFormPage,
} from '../../../components/staff/staff-form-frame.tsx';
import { useStaffForm } from '../../../components/staff/use-staff-form.tsx';
import { LeadsTable } from '../components/leads-table.tsx';
import { landingCoursesQuery, landingRecords } from '../landings-api.ts';
import '../i18n/index.ts';
import '../../../i18n/shared/index.ts';

/** Staff `/lancamentos/cadastro` and `/lancamentos/:id`: the page, then its leads. */
export function LandingFormPage() {
  const { t } = useTranslation('landings');
  const courses = useQuery(landingCoursesQuery);
  const staff = useStaffForm({
    form: landingForm,
    records: landingRecords,
    opensRecord: true,
    deleteValues: (landing) => ({ count: landing.leads_count }),
  });
  const landing = staff.record;
  const { TextField, RichTextField, SelectField, NumberField, SwitchField } = staff.fields;
  const { SegmentedField } = staff.fields;
  const [kind, slug] = useWatch({ control: staff.form.control, name: ['kind', 'slug'] });
  return (
    <StaffFormPage
      staff={staff}
      maw={1040}
      state="active"
      actions={landing?.active && <PublicPageLink to={landingPath(landing.kind, landing.slug)} />}
    >
      <FormCard actions label={t('media.landingsAdmin.formLabel')}>
        <SegmentedField
          name="kind"
          data={LANDING_KIND_VALUES.map((value) => ({
            value,
            label: t(`media.landingsAdmin.kinds.${value}`),
          }))}
          span={{ base: 12, md: 4 }}
        />
        <SlugField
          description={t('media.landingsAdmin.slugHint', {
            path: landingPath(kind, slug || '…'),
          })}
          required
          span="twoThirds"
        />
        <TextField name="title" label="titleField" span="full" />
        <TextField name="headline" span="full" />
        <TextField name="video_url" hint span="half" />
        <SelectField name="course_id" hint="courseHint" options={courses.data} span="half" />
        <TextField name="cta_text" placeholder={t('media.landing.submit')} span="third" />
        <NumberField
          name="trial_days"
          label="trialField"
          hint="trialHint"
          min={0}
          max={90}
          clampBehavior="strict"
          allowDecimal={false}
          span="third"
        />
        <SwitchField
          name="active"
          label="activeField"
          hint
          mt={{ base: 0, md: 'xl' }}
          span={{ base: 12, md: 4 }}
        />
        <RichTextField name="body_html" minHeight={200} span="full" />
      </FormCard>

      {landing ? (
        <LeadsTable pageId={landing.id} />
      ) : (
        <Text c="dimmed" size="sm">
          {t('media.landingsAdmin.leadsAfterSave')}
        </Text>
      )}
    </StaffFormPage>
  );
}

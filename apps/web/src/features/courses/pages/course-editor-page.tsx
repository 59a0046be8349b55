import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/NumberInput.css';
import { Grid, Stack, Text, Title } from '@mantine/core';
import { TRIAL_TYPE_VALUES, courseForm } from '@app/shared';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.tsx';
import {
  FormActions,
  FormCard,
  ContentStatus,
  StaffFormPage,
} from '../../../components/staff/staff-form-frame.tsx';
import { SaleFields, SlugField } from '../../../components/forms/form-fields.tsx';
import { RecordCoverField } from '../../../components/staff/staff-cover.tsx';
import { useStaffForm } from '../../../components/staff/use-staff-form.tsx';
import { CurriculumEditor } from '../components/curriculum-editor.tsx';
import { courseRecords, selectQuery } from '../courses-api.ts';
import '../i18n/index.ts';

/** The course's pickers: its field, the label's key and the `select-…` route listing options. */
const PICKERS = [
  ['category_id', 'category', 'category'],
  ['level_id', 'level', 'course-level'],
  ['type_id', 'type', 'course-type'],
  ['instructor_id', 'instructor', 'instructor'],
  ['access_period_id', 'accessPeriod', 'course-access-period'],
] as const;

/** Staff `/cursos/cadastro` and `/cursos/editar/:id`: the course, then its modules and lessons. */
export function CourseEditorPage() {
  const { t } = useTranslation('courses');
  const options = useQueries({ queries: PICKERS.map(([, , route]) => selectQuery(route)) });
  const staff = useStaffForm({ form: courseForm, records: courseRecords, opensRecord: true });
  const course = staff.record;
  const { TextField, RichTextField, SelectField, BrandTextsField } = staff.fields;
  return (
    <StaffFormPage
      staff={staff}
      maw="none"
      actions={
        course && (
          <ContentStatus published={course.status === 'published'} to={`/curso/${course.slug}`} />
        )
      }
    >
      <FormCard plain>
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('coursesAdmin.details')}
          </Title>
          <Grid>
            <TextField name="title" label="courseTitle" span="twoThirds" />
            <SlugField span={{ base: 12, md: 4 }} />
            <TextField name="subtitle" span="full" />
            {PICKERS.map(([name, label], index) => (
              <SelectField
                key={name}
                name={name}
                label={label}
                options={options[index]?.data}
                clearable
                searchable
                span="third"
              />
            ))}
            <SelectField
              name="trial_type"
              data={TRIAL_TYPE_VALUES.map((value) => ({
                value,
                label: t(`coursesAdmin.trial.${value}`),
              }))}
              allowDeselect={false}
              span="third"
            />
            <SaleFields />
            <RecordCoverField />
            <RichTextField name="description_html" span="full" />
            <BrandTextsField name="ad_texts" label="adText" />
          </Grid>
          <FormActions cancel={false} />
        </Stack>
      </FormCard>

      {course ? (
        <CurriculumEditor course={course} canEdit={staff.mode === 'edit' && staff.canSave} />
      ) : (
        <Text c="dimmed" size="sm">
          {t('coursesAdmin.curriculumAfterSave')}
        </Text>
      )}
    </StaffFormPage>
  );
}

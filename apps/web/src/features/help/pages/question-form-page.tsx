import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { Card, Grid, Group, Text } from '@mantine/core';
import { BRANDS, BRAND_ID_VALUES, helpQuestionForm } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.tsx';
import { FormCard, StaffFormPage } from '../../../components/staff/staff-form-frame.tsx';
import { useStaffForm } from '../../../components/staff/use-staff-form.tsx';
import { categoryOptionsQuery, questionRecords } from '../api/help-api.ts';
import { FeedbackFigures } from '../components/feedback-figures.tsx';
import '../../../i18n/shared/index.ts';
import '../i18n/index.ts';

const BRAND_OPTIONS = BRAND_ID_VALUES.map((value) => ({ value, label: BRANDS[value].name }));

/**
 * Staff `/faq/cadastro` and `/faq/editar/:id`: the question, its answer in the rich-text editor
 * (cleaned by the API), category, brands, order and whether the help centre shows it. An
 * existing question shows its "Isto foi útil?" figures.
 */
export function QuestionFormPage() {
  const { t } = useTranslation('help');
  const categories = useQuery(categoryOptionsQuery());
  const staff = useStaffForm({ form: helpQuestionForm, records: questionRecords });
  const question = staff.record;
  const { TextAreaField, SelectField, MultiSelectField, OrderField, SwitchField, RichTextField } =
    staff.fields;
  return (
    <StaffFormPage staff={staff} state="active">
      {question && (
        <Card withBorder radius="md" padding="md">
          <Group justify="space-between" align="center">
            <Text fw={600}>{t('help.questions.feedback')}</Text>
            <FeedbackFigures feedback={question.feedback} />
          </Group>
        </Card>
      )}
      <FormCard actions label={t('help.questions.form')}>
        <TextAreaField name="question" hint minRows={2} span="full" />
        <RichTextField name="answer" hint span="full" />
        <SelectField
          name="category_id"
          data={(categories.data ?? []).map((c) => ({
            value: String(c.id),
            label: c.active ? c.name : `${c.name} (${t('help.common.inactive')})`,
          }))}
          allowDeselect={false}
          span="half"
        />
        <MultiSelectField name="brands" hint required data={BRAND_OPTIONS} span="half" />
        <OrderField name="order" span="half" />
        <Grid.Col span={{ base: 12, sm: 6 }} pt="lg">
          <SwitchField name="active" hint />
        </Grid.Col>
      </FormCard>
    </StaffFormPage>
  );
}

import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Grid.css';

import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.tsx';
import { FormCard, StaffFormPage } from '../../../components/staff/staff-form-frame.tsx';
import { useStaffForm } from '../../../components/staff/use-staff-form.tsx';
import { categoriesQuery, questionRecords } from '../api/nps-api.ts';
import { questionForm } from '../forms.ts';
import { FieldStack } from '../../../components/forms/form-fields.tsx';
import '../i18n/index.ts';

/** Staff `/nps/cadastro` and `/nps/editar/:id`. */
export function QuestionFormPage() {
  const { t } = useTranslation('nps');
  const categories = useQuery(categoriesQuery());
  const staff = useStaffForm({ form: questionForm, records: questionRecords });
  const { TextAreaField, SelectField, OrderField, SwitchField } = staff.fields;
  return (
    <StaffFormPage staff={staff} maw={880} state="active">
      <FormCard actions label={t('nps.questions.form')}>
        <TextAreaField name="question" hint minRows={2} span="full" />
        <SelectField
          name="category_id"
          data={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          allowDeselect={false}
          span="half"
        />
        <OrderField name="order" span="half" />
        <FieldStack>
          <SwitchField name="open_question" hint />
          <SwitchField name="active" hint />
        </FieldStack>
      </FormCard>
    </StaffFormPage>
  );
}

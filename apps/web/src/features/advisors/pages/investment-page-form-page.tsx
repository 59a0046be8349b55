import '@mantine/core/styles/Grid.css';
import { FieldStack, SlugField } from '../../../components/forms/form-fields.tsx';
import { investmentPageForm, slugInput } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.tsx';
import { FormCard, StaffFormPage } from '../../../components/staff/staff-form-frame.tsx';
import { RecordCoverField } from '../../../components/staff/staff-cover.tsx';
import { useStaffForm } from '../../../components/staff/use-staff-form.tsx';
import { advisorOptionsQuery, investmentPageRecords } from '../api/advisors-api.ts';
import '../i18n/index.ts';

/** Staff `/site-liberta-investimentos/investimentos/cadastro` and `/:id`: a page's form. */
export function InvestmentPageFormPage() {
  const { t } = useTranslation('advisors');
  const staff = useStaffForm({ form: investmentPageForm, records: investmentPageRecords });
  const advisors = useQuery({ ...advisorOptionsQuery(), enabled: staff.canSave });
  const page = staff.record;
  const options = (advisors.data ?? page?.advisors ?? []).map((a) => ({
    value: String(a.id),
    label: a.active ? a.name : t('advisors.pages.inactiveAdvisor', { name: a.name }),
  }));
  const { TextField, TextAreaField, MultiSelectField, SwitchField, OrderField, RichTextField } =
    staff.fields;
  return (
    <StaffFormPage staff={staff} state="published">
      <FormCard actions label={t('advisors.pages.form')}>
        <TextField name="title" label="titleField" span="half" />
        <SlugField
          required
          maxLength={120}
          format={(value) => slugInput(value).toLowerCase()}
          span="half"
        />
        <TextAreaField name="summary" hint span="full" />
        <RecordCoverField />
        <MultiSelectField
          name="advisor_ids"
          label="advisors"
          hint
          data={options}
          searchable
          span="full"
        />
        <OrderField name="order" span="third" />
        <FieldStack span={{ base: 12, sm: 6, md: 8 }} pt="lg">
          <SwitchField name="published" label="publishedField" hint />
        </FieldStack>
        <RichTextField name="content_html" span="full" />
      </FormCard>
    </StaffFormPage>
  );
}

import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import { Alert } from '@mantine/core';
import { signatureTypeForm } from '@app/shared';
import IconArrowLeft from '@tabler/icons-react/dist/esm/icons/IconArrowLeft.mjs';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { FieldStack, SlugField } from '../../../components/forms/form-fields.tsx';
import {
  FormElement,
  FormSection,
  StaffFormPage,
} from '../../../components/staff/staff-form-frame.tsx';
import { useStaffForm } from '../../../components/staff/use-staff-form.tsx';
import { ContentsField } from '../components/contents-picker.tsx';
import { BenefitsField, PeriodPricesField } from '../components/signature-type-fields.tsx';
import { signatureTypeRecords } from '../signatures-api.ts';
import '../i18n/index.ts';

/** A section of the type's lists (benefits, periods, contents), titled and explained by `name`. */
function ListSection({ name, children }: { name: string; children: ReactNode }) {
  const { t } = useTranslation('signatures');
  return (
    <FormSection
      title={t(`signatures.staff.${name}`)}
      hint={t(`signatures.staff.${name}Hint`)}
      plain
    >
      {children}
    </FormSection>
  );
}

/** Staff `/assinatura/cadastro` (create) and `/assinatura/:id` (update). */
export function SignatureTypeFormPage() {
  const { t } = useTranslation('signatures');
  const staff = useStaffForm({
    form: signatureTypeForm,
    records: signatureTypeRecords,
    // A type someone already held is only deactivated: the page stays on it.
    remove: async (id) => {
      const result = await signatureTypeRecords.remove(id);
      const deleted = result.result === 'deleted';
      return { message: result.message, color: deleted ? 'green' : 'orange', stay: !deleted };
    },
    opensRecord: true,
  });
  const type = staff.record;
  const { TextField, RichTextField, SwitchField } = staff.fields;

  return (
    <StaffFormPage staff={staff} icon={IconArrowLeft} deleteHint={t('signatures.staff.deleteHint')}>
      {type && !type.active && <Alert color="gray">{t('signatures.staff.inactiveNotice')}</Alert>}
      <FormElement actions label={t('signatures.staff.formLabel')}>
        <FormSection title={t('signatures.staff.general')}>
          <TextField name="name" span={{ base: 12, sm: 7 }} />
          <SlugField span={{ base: 12, sm: 5 }} />
          <TextField name="subtitle" span="full" />
          <RichTextField name="description_html" hint span="full" />
          <TextField name="sort_order" hint type="number" min={0} span={{ base: 12, sm: 4 }} />
          <FieldStack span={{ base: 12, sm: 8 }} pt={{ base: 0, sm: 'lg' }}>
            <SwitchField name="available_in_store" hint />
            <SwitchField name="active" label="activeLabel" hint />
          </FieldStack>
        </FormSection>

        <ListSection name="benefits">
          <BenefitsField />
        </ListSection>

        <ListSection name="periods">
          <PeriodPricesField />
        </ListSection>

        <ListSection name="contents">
          <ContentsField scope="signature" />
        </ListSection>
      </FormElement>
    </StaffFormPage>
  );
}

import '@mantine/core/styles/Grid.css';
import { Grid, Stack, Text } from '@mantine/core';
import { customerContactForm, customerCreateForm, customerProfileForm } from '@app/shared';
import IconUserPlus from '@tabler/icons-react/dist/esm/icons/IconUserPlus.mjs';
import { useTranslation } from '../../../i18n/react.tsx';
import {
  FormActions,
  FormCard,
  FormElement,
  StaffFormFrame,
  StaffFormPage,
} from '../../../components/staff/staff-form-frame.tsx';
import { useStaffForm } from '../../../components/staff/use-staff-form.tsx';
import { customerRecords, updateCustomerContact } from '../customers-api.ts';
import type { Customer } from '../customers-api.ts';
import '../i18n/index.ts';
import '../../../i18n/shared/index.ts';

const TEXTS = {
  prefix: 'customers:storeAdmin.customers',
  back: 'storeAdmin.customers.title',
  cancel: 'admin.cancel',
};

/** `/clientes/cadastro`: a customer registered by staff (phone sale, support). */
export function CustomerCreateForm() {
  const { t } = useTranslation('customers');
  const staff = useStaffForm({
    form: customerCreateForm,
    // No `records`: a new customer is shown by its own page (`customer-details`), not loaded here.
    save: customerRecords.save,
    lists: customerRecords.lists,
    opensRecord: true,
    texts: TEXTS,
  });
  const { TextField, EmailField, TaxIdField, PhoneField, DayField } = staff.fields;
  return (
    <StaffFormPage staff={staff} icon={IconUserPlus} maw={880}>
      <Text size="sm" c="dimmed" mt={-12}>
        {t('storeAdmin.customers.newHint')}
      </Text>
      <FormCard label={t('storeAdmin.customers.form')} radius="md" plain>
        <Stack gap="lg">
          <Grid>
            <TextField name="name" label="auth.name" span={{ base: 12, sm: 7 }} />
            <EmailField name="email" required span={{ base: 12, sm: 5 }} />
            <TaxIdField name="identifier" span="third" />
            <PhoneField name="phone_number" span="third" />
            <DayField name="birth_date" label="admin.birthDate" span="third" />
          </Grid>
          <FormActions />
        </Stack>
      </FormCard>
    </StaffFormPage>
  );
}

/** A card of a customer's page: the customer, and whether this person may only read it. */
interface CustomerCardProps {
  customer: Customer;
  readOnly: boolean;
}

/**
 * Name, CPF/CNPJ and birth date. `update-customer` takes the whole record, so the e-mail goes
 * back as it is and the phone is left out (unchanged); the contact card changes those two.
 */
export function CustomerProfileForm({ customer, readOnly }: CustomerCardProps) {
  const { t } = useTranslation('customers');
  const staff = useStaffForm({
    form: customerProfileForm,
    record: customer,
    save: (id, input) => customerRecords.save(id ?? customer.id, input),
    lists: [['customer', customer.id], ['list-customer']],
    stay: true,
    texts: TEXTS,
  });
  const { TextField, TaxIdField, DayField } = staff.fields;
  return (
    <StaffFormFrame staff={staff}>
      <FormElement label={t('storeAdmin.customers.profileForm')}>
        <Stack>
          <TextField name="name" label="auth.name" readOnly={readOnly} />
          <Grid>
            <TaxIdField name="identifier" readOnly={readOnly} span="half" />
            <DayField name="birth_date" label="admin.birthDate" readOnly={readOnly} span="half" />
          </Grid>
          {!readOnly && <FormActions cancel={false} whenChanged />}
        </Stack>
      </FormElement>
    </StaffFormFrame>
  );
}

/** E-mail and phone only (`update-customer-contact-data`): what support changes most. */
export function CustomerContactForm({ customer, readOnly }: CustomerCardProps) {
  const { t } = useTranslation('customers');
  const staff = useStaffForm({
    form: customerContactForm,
    record: customer,
    save: (id, input) => updateCustomerContact(id ?? customer.id, input),
    lists: [['customer', customer.id], ['list-customer']],
    stay: true,
    texts: {
      ...TEXTS,
      saved: 'storeAdmin.customers.contactSaved',
      save: 'storeAdmin.customers.saveContact',
    },
  });
  const { EmailField, PhoneField } = staff.fields;
  return (
    <StaffFormFrame staff={staff}>
      <FormElement label={t('storeAdmin.customers.contact')}>
        <Stack>
          <EmailField name="email" required readOnly={readOnly} />
          <PhoneField name="phone_number" readOnly={readOnly} />
          {!readOnly && <FormActions cancel={false} whenChanged />}
        </Stack>
      </FormElement>
    </StaffFormFrame>
  );
}

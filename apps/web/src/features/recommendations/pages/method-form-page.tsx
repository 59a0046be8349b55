import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Grid.css';
import { SlugField } from '../../../components/forms/form-fields.tsx';
import { Grid, Stack } from '@mantine/core';
import { BRANDS, BRAND_ID_VALUES } from '@app/shared';
import { useTranslation } from '../../../i18n/react.tsx';
import {
  FormElement,
  FormSection,
  StaffFormPage,
} from '../../../components/staff/staff-form-frame.tsx';
import { useStaffForm } from '../../../components/staff/use-staff-form.tsx';
import { useAbility } from '../../../lib/session/ability-context.tsx';
import { methodRecords } from '../api/methods-api.ts';
import { MethodAnalysts } from '../components/method-analysts.tsx';
import { SetupsEditor } from '../components/setups-editor.tsx';
import { ALL_BRANDS, methodForm } from '../forms.ts';
import type { MethodPaths } from '../paths.ts';
import '../i18n/index.ts';

/**
 * Staff `/metodos/cadastro` and `/metodos/:id` (Liberta), or the list's `?editar=` where the
 * brand has `/metodos` only (`id` given: null for a new method). The method's data, its setups
 * as rows, and who recommends in it.
 */
export function MethodFormPage({ paths, id }: { paths: MethodPaths; id?: number | null }) {
  const { t } = useTranslation('recommendations');
  const ability = useAbility();
  const staff = useStaffForm({
    form: methodForm,
    records: methodRecords,
    ...(id === undefined ? {} : { id }),
    listPath: paths.list,
    subject: 'Métodos',
  });
  const method = staff.record;
  const { TextField, SelectField, OrderField, SwitchField, RichTextField } = staff.fields;
  const brandOptions = [
    { value: ALL_BRANDS, label: t('recommendations.methods.allBrands') },
    ...BRAND_ID_VALUES.map((brand) => ({ value: brand, label: BRANDS[brand].name })),
  ];

  return (
    <StaffFormPage staff={staff} maw={1040} state="active">
      <FormElement actions label={t('recommendations.methods.form')}>
        <FormSection title={t('recommendations.methods.general')}>
          <TextField name="name" span={{ base: 12, sm: 7 }} />
          <SlugField span={{ base: 12, sm: 5 }} />
          <SelectField
            name="brand"
            hint
            data={brandOptions}
            allowDeselect={false}
            span={{ base: 12, sm: 5 }}
          />
          <OrderField name="sort_order" max={10_000} span={{ base: 12, sm: 3 }} />
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Stack pt={{ base: 0, sm: 'lg' }}>
              <SwitchField name="active" label="activeField" hint />
            </Stack>
          </Grid.Col>
          <RichTextField name="description_html" hint minHeight={180} span="full" />
        </FormSection>

        <FormSection
          title={t('recommendations.methods.setupsTitle')}
          hint={t('recommendations.methods.setupsHint')}
          plain
        >
          <SetupsEditor readOnly={!staff.canSave} />
        </FormSection>

        {method && ability.can('read', 'Recomendações') && (
          <FormSection
            title={t('recommendations.methods.analystsTitle')}
            hint={t('recommendations.methods.analystsHint')}
            plain
          >
            <MethodAnalysts methodId={method.id} analystsPath={paths.analysts} />
          </FormSection>
        )}
      </FormElement>
    </StaffFormPage>
  );
}

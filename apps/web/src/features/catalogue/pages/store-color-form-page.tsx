import '@mantine/core/styles/ColorInput.css';
import '@mantine/core/styles/ColorPicker.css';
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Grid.css';
import { Alert, ColorInput, Grid, Stack, Text } from '@mantine/core';
import IconAlertTriangle from '@tabler/icons-react/dist/esm/icons/IconAlertTriangle.mjs';
import { BRANDS, BRAND_ID_VALUES, storeColorForm } from '@app/shared';
import type { FormValuesOf } from '@app/shared';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/react.tsx';
import {
  FormActions,
  FormCard,
  StaffFormPage,
} from '../../../components/staff/staff-form-frame.tsx';
import { useStaffForm } from '../../../components/staff/use-staff-form.tsx';
import { StorePreview } from '../components/store-preview.tsx';
import { contrastRatio } from '../store-palette.tsx';
import { storeColorRecords } from '../api/colors-api.ts';
import type { StoreColor } from '../api/colors-api.ts';
import '../i18n/index.ts';
import '../../../i18n/shared/index.ts';

/** Each colour of the palette and the words of its label. */
const COLORS = [
  ['primary_color', 'primary'],
  ['secondary_color', 'secondary'],
  ['background_color', 'background'],
  ['text_color', 'text'],
] as const;

const hex = (value: string, fallback: string) =>
  /^#[0-9a-fA-F]{6}$/.test(value) ? value : fallback;

/** The palette as the form stands (unfinished colours fall back to the brand's). */
function previewOf(values: FormValuesOf<typeof storeColorForm>, name: string): StoreColor {
  return {
    id: 0,
    name,
    brand: values.brand,
    primary_color: hex(values.primary_color, '#1C7ED6'),
    secondary_color: hex(values.secondary_color, '#37B24D'),
    background_color: hex(values.background_color, '#FFFFFF'),
    text_color: hex(values.text_color, '#212529'),
    active: values.active,
  };
}

/** Staff `/cores/cadastro` and `/cores/:id`: a palette with its live preview. */
export function StoreColorFormPage() {
  const { t } = useTranslation('catalogue');
  const staff = useStaffForm({ form: storeColorForm, records: storeColorRecords });
  const { TextField, SelectField, SwitchField, ControlledField } = staff.fields;
  const values = useWatch({ control: staff.form.control }) as FormValuesOf<typeof storeColorForm>;
  const palette = previewOf(values, values.name || t('catalogueAdmin.colors.new'));
  const contrast = contrastRatio(palette.text_color, palette.background_color);
  return (
    <StaffFormPage staff={staff} maw="none">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <FormCard plain>
            <Stack gap="md">
              <TextField name="name" />
              <SelectField
                name="brand"
                allowDeselect={false}
                data={BRAND_ID_VALUES.map((b) => ({ value: b, label: BRANDS[b].name }))}
              />
              <Grid>
                {COLORS.map(([name, words]) => (
                  <ControlledField
                    key={name}
                    name={name}
                    span="half"
                    render={(field, error) => (
                      <ColorInput
                        label={t(`catalogueAdmin.colors.${words}`)}
                        description={t(`catalogueAdmin.colors.hint.${words}`)}
                        format="hex"
                        required
                        value={field.value as string}
                        onChange={(value) => field.onChange(value.toUpperCase())}
                        error={error}
                        inputWrapperOrder={['label', 'input', 'description', 'error']}
                      />
                    )}
                  />
                ))}
              </Grid>
              {contrast !== null && contrast < 4.5 && (
                <Alert
                  color="yellow"
                  variant="light"
                  icon={<IconAlertTriangle size={18} aria-hidden />}
                >
                  {t('catalogueAdmin.colors.lowContrast', { ratio: contrast.toFixed(1) })}
                </Alert>
              )}
              <SwitchField
                name="active"
                label="activeLabel"
                description={t('catalogueAdmin.colors.activeHint', {
                  brand: BRANDS[values.brand].name,
                })}
              />
              <FormActions />
            </Stack>
          </FormCard>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="sm">
            <Text size="sm" fw={600} c="dimmed" tt="uppercase">
              {t('catalogueAdmin.colors.preview')}
            </Text>
            <StorePreview palette={palette} />
          </Stack>
        </Grid.Col>
      </Grid>
    </StaffFormPage>
  );
}

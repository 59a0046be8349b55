import '@mantine/core/styles/Checkbox.css';
import { Checkbox, Group } from '@mantine/core';
import { BRANDS, BRAND_ID_VALUES } from '@app/shared';
import type { BrandId } from '@app/shared';
import { useTranslation } from '../../../i18n/react.tsx';
import { ControlledField } from '../../../components/forms/form-fields.tsx';
import '../i18n/index.ts';
import '../../../i18n/shared/index.ts';

/** The brands a product or coupon is sold in (its form's `brands`); none ticked: every brand. */
export function BrandsField({ label }: { label: string }) {
  const { t } = useTranslation('catalogue');
  return (
    <ControlledField
      name="brands"
      render={(field, error) => {
        const value = field.value as BrandId[];
        return (
          <Checkbox.Group
            label={label}
            description={
              value.length === 0
                ? t('catalogueAdmin.brands.allHint')
                : t('catalogueAdmin.brands.someHint')
            }
            value={value}
            onChange={(next) => field.onChange(BRAND_ID_VALUES.filter((b) => next.includes(b)))}
            error={error}
          >
            <Group gap="lg" mt={6}>
              {BRAND_ID_VALUES.map((brand) => (
                <Checkbox key={brand} value={brand} label={BRANDS[brand].name} />
              ))}
            </Group>
          </Checkbox.Group>
        );
      }}
    />
  );
}

/** "Todas as marcas" or "LS Trader, Liberta". */
export function brandsText(brands: readonly string[], all: string): string {
  if (brands.length === 0) return all;
  return brands.map((b) => (b in BRANDS ? BRANDS[b as BrandId].name : b)).join(', ');
}

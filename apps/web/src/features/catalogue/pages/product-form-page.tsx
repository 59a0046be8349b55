import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Grid.css';
import { FieldWithCreate, SlugField } from '../../../components/forms/form-fields.tsx';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import {
  Badge,
  Button,
  Grid,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  PRODUCT_KIND_VALUES,
  formatCurrency,
  parseCurrencyToCents,
  productForm,
} from '@app/shared';
import type { FormValuesOf, ProductItemValue } from '@app/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/react.tsx';
import { ApiError } from '../../../lib/api-client/api-error.ts';
import {
  FormActions,
  FormElement,
  FormSection,
  PublicPageLink,
  StaffFormPage,
} from '../../../components/staff/staff-form-frame.tsx';
import { RecordCoverField } from '../../../components/staff/staff-cover.tsx';
import { useStaffForm } from '../../../components/staff/use-staff-form.tsx';
import { ProductCard } from '../components/product-card.tsx';
import { bestInstallments } from '../product-pricing.ts';
import { StorePalette } from '../store-palette.tsx';
import {
  createProductCategory,
  PRODUCT_KEYS,
  productCategoriesQuery,
  productRecords,
} from '../api/products-api.ts';
import { accessPeriodOptionsQuery } from '../api/selects-api.ts';
import { BrandsField } from '../components/brands-field.tsx';
import { ITEM_OF_KIND, ProductItemsField } from '../components/product-items-field.tsx';
import '../i18n/index.ts';
import '../../../i18n/shared/index.ts';

/** Inline "Nova categoria": creates it and hands back its id. */
function NewCategoryModal({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (id: number) => void;
}) {
  const { t } = useTranslation('catalogue');
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const create = async () => {
    setBusy(true);
    try {
      const category = await createProductCategory(name);
      await queryClient.invalidateQueries({ queryKey: PRODUCT_KEYS.categories });
      onCreated(category.id);
      setName('');
      setError(null);
      onClose();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('catalogueAdmin.category.new')} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void create();
        }}
      >
        <Stack>
          <TextInput
            label={t('catalogueAdmin.category.name')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={error}
            data-autofocus
            required
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('catalogueAdmin.cancel')}
            </Button>
            <Button type="submit" loading={busy} disabled={name.trim().length < 2}>
              {t('catalogueAdmin.category.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The store card as the form stands. */
function ProductPreview({
  values,
  coverPreview,
  categories,
  periods,
}: {
  values: FormValuesOf<typeof productForm>;
  /** The picture picked for a product not saved yet. */
  coverPreview: string | null;
  categories: { id: number; name: string }[] | undefined;
  periods: { id: number; name: string; days: number | null }[] | undefined;
}) {
  const { t } = useTranslation('catalogue');
  const cents = parseCurrencyToCents(values.price_cents);
  const period = (periods ?? []).find((p) => String(p.id) === values.access_period_id);
  const category = (categories ?? []).find((c) => String(c.id) === values.category_id);
  const preview = {
    id: 0,
    name: values.name.trim() || t('catalogueAdmin.products.previewName'),
    kind: values.kind,
    category_name: category?.name ?? null,
    description_html: values.description_html || null,
    cover_url: values.cover_url || coverPreview,
    price_cents: cents !== null && cents >= 0 ? cents : 0,
    access_period_name: period?.name ?? null,
    access_days: period ? period.days : null,
    max_installments: Number(values.max_installments) || 1,
    featured: values.featured,
  };
  return (
    <Stack gap="sm" style={{ position: 'sticky', top: 88 }}>
      <Text size="sm" fw={600} c="dimmed" tt="uppercase">
        {t('catalogueAdmin.products.preview')}
      </Text>
      <StorePalette>
        <ProductCard product={preview} to="#" preview />
      </StorePalette>
      <Text size="xs" c="dimmed">
        {t('catalogueAdmin.products.previewHint')}
      </Text>
    </Stack>
  );
}

/** Staff `/liberta-store/cadastro` and `/liberta-store/:id`: a product of the store. */
export function ProductFormPage() {
  const { t } = useTranslation('catalogue');
  const categories = useQuery(productCategoriesQuery);
  const periods = useQuery({ ...accessPeriodOptionsQuery, meta: { silent: true } });
  const staff = useStaffForm({ form: productForm, records: productRecords, opensRecord: true });
  const product = staff.record;
  const { TextField, RichTextField, SelectField, PriceField, NumberField } = staff.fields;
  const { SwitchField, ControlledField } = staff.fields;
  const { control, setValue, getValues, clearErrors } = staff.form;
  const values = useWatch({ control }) as FormValuesOf<typeof productForm>;
  const [newCategory, setNewCategory] = useState(false);
  const cents = parseCurrencyToCents(values.price_cents);
  const plan =
    cents !== null ? bestInstallments(cents, Number(values.max_installments) || 1) : null;

  return (
    <StaffFormPage
      staff={staff}
      maw="none"
      actions={
        product && (
          <>
            <Badge color={product.active ? 'teal' : 'gray'} variant="light" tt="none">
              {product.active ? t('catalogueAdmin.active') : t('catalogueAdmin.inactive')}
            </Badge>
            {product.active && product.available_in_store && (
              <PublicPageLink
                to={`/loja/${product.slug}`}
                label={t('catalogueAdmin.products.viewInStore')}
              />
            )}
          </>
        )
      }
    >
      <FormElement>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <Stack gap="lg">
              <FormSection title={t('catalogueAdmin.products.details')}>
                <TextField name="name" span={{ base: 12, md: 7 }} />
                <SlugField
                  leftSection={
                    <Text size="xs" c="dimmed" aria-hidden>
                      /loja/
                    </Text>
                  }
                  leftSectionWidth={48}
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  span={{ base: 12, md: 5 }}
                />
                <ControlledField
                  name="kind"
                  span="half"
                  render={(field, error) => (
                    <Select
                      label={t('catalogueAdmin.products.kind')}
                      required
                      allowDeselect={false}
                      data={PRODUCT_KIND_VALUES.map((value) => ({
                        value,
                        label: t(`store.kinds.${value}`),
                      }))}
                      value={field.value as string}
                      onChange={(value) => {
                        const kind = (value ?? 'course') as (typeof PRODUCT_KIND_VALUES)[number];
                        field.onChange(kind);
                        // A single-content product keeps only a content of its own kind.
                        if (kind !== 'bundle')
                          setValue(
                            'items',
                            getValues('items')
                              .filter((i) => i.kind === ITEM_OF_KIND[kind])
                              .slice(0, 1),
                          );
                      }}
                      error={error}
                    />
                  )}
                />
                <FieldWithCreate
                  span={{ base: 12, sm: 6 }}
                  createLabel={t('catalogueAdmin.category.new')}
                  onCreate={staff.canSave && (() => setNewCategory(true))}
                >
                  <SelectField name="category_id" options={categories.data} style={{ flex: 1 }} />
                </FieldWithCreate>
                <RecordCoverField />
                <RichTextField name="description_html" span="full" />
              </FormSection>

              <FormSection title={t('catalogueAdmin.products.items')} plain>
                <ControlledField
                  name="items"
                  render={(field, error) => (
                    <ProductItemsField
                      productKind={values.kind}
                      value={field.value as ProductItemValue[]}
                      onChange={(items) => {
                        field.onChange(items);
                        clearErrors('items');
                      }}
                      onPicked={(name) => {
                        if (!getValues('name').trim()) setValue('name', name);
                      }}
                      error={error}
                    />
                  )}
                />
              </FormSection>

              <FormSection title={t('catalogueAdmin.products.priceSection')}>
                <PriceField
                  name="price_cents"
                  description={
                    plan
                      ? t('store.price.installments', {
                          count: plan.count,
                          amount: formatCurrency(plan.amountCents),
                        })
                      : undefined
                  }
                  span="third"
                />
                <NumberField
                  name="max_installments"
                  hint
                  min={1}
                  max={12}
                  clampBehavior="strict"
                  allowDecimal={false}
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  span="third"
                />
                <SelectField
                  name="access_period_id"
                  placeholder={t('catalogueAdmin.products.lifetime')}
                  options={periods.data}
                  span={{ base: 12, md: 4 }}
                />
              </FormSection>

              <FormSection title={t('catalogueAdmin.products.showcaseSection')} plain>
                <BrandsField label={t('catalogueAdmin.products.brands')} />
                <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
                  {(['available_in_store', 'featured', 'active'] as const).map((name) => (
                    <SwitchField
                      key={name}
                      name={name}
                      label={`catalogueAdmin.products.switch.${name}`}
                      hint={`catalogueAdmin.products.switchHint.${name}`}
                    />
                  ))}
                </SimpleGrid>
                <NumberField
                  name="sort_order"
                  hint
                  min={0}
                  max={10000}
                  allowDecimal={false}
                  w={{ base: '100%', sm: 220 }}
                />
              </FormSection>

              <FormActions size="md" />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <ProductPreview
              values={values}
              coverPreview={staff.cover?.previewUrl ?? null}
              categories={categories.data}
              periods={periods.data}
            />
          </Grid.Col>
        </Grid>
      </FormElement>

      <NewCategoryModal
        opened={newCategory}
        onClose={() => setNewCategory(false)}
        onCreated={(categoryId) =>
          setValue('category_id', String(categoryId), { shouldDirty: true })
        }
      />
    </StaffFormPage>
  );
}

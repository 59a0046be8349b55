import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import {
  Badge,
  Button,
  Card,
  Grid,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import IconExternalLink from '@tabler/icons-react/dist/esm/icons/IconExternalLink.mjs';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import {
  PRODUCT_KIND_VALUES,
  formatCurrency,
  parseCurrencyToCents,
  productInputSchema,
  slugInput,
} from '@app/shared';
import type { BrandId, Product, ProductKind } from '@app/shared';
import { useAbility } from '@casl/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client/api-error.ts';
import type { AppAbility } from '../../../lib/session/ability.ts';
import { centsToInput, PriceInput } from '../../../components/inputs/price-input.tsx';
import { ProductCard } from '../components/product-card.tsx';
import { bestInstallments } from '../product-pricing.ts';
import { StorePalette } from '../store-palette.tsx';
import {
  createProductCategory,
  deleteProduct,
  PRODUCT_KEYS,
  productCategoriesQuery,
  productQuery,
  saveProduct,
} from '../api/products-api.ts';
import type { ProductInput } from '../api/products-api.ts';
import { accessPeriodOptionsQuery } from '../api/selects-api.ts';
import { BrandsField } from '../components/brands-field.tsx';
import { ConfirmModal } from '../components/confirm-modal.tsx';
import {
  BackLink,
  DeleteButton,
  FormPageLoader,
  deleteAndLeave,
} from '../../../components/staff/form-page.tsx';
import { ITEM_OF_KIND, ProductItemsField } from '../components/product-items-field.tsx';
import type { ProductItemValue } from '../components/product-items-field.tsx';
import { placeSchemaIssues, placeServerErrors } from '../form-errors.ts';
import '../i18n/index.ts';

const RESOURCE = 'Liberta Store Cadastro';

export interface ProductFormValues {
  name: string;
  slug: string;
  kind: ProductKind;
  category_id: string | null;
  description_html: string;
  cover_url: string;
  price: string;
  access_period_id: string | null;
  max_installments: number;
  brands: BrandId[];
  available_in_store: boolean;
  featured: boolean;
  active: boolean;
  sort_order: number;
  items: ProductItemValue[];
}

const FIELDS = [
  'name',
  'slug',
  'kind',
  'category_id',
  'description_html',
  'cover_url',
  'price',
  'access_period_id',
  'max_installments',
  'brands',
  'sort_order',
  'items',
] as const;
const RENAME = { price_cents: 'price' } as const;

const blank = (value: string) => (value.trim() === '' ? null : value.trim());

export function productToValues(product: Product | undefined): ProductFormValues {
  return {
    name: product?.name ?? '',
    slug: product?.slug ?? '',
    kind: product?.kind ?? 'course',
    category_id: product?.category_id ? String(product.category_id) : null,
    description_html: product?.description_html ?? '',
    cover_url: product?.cover_url ?? '',
    price: product ? centsToInput(product.price_cents) : '',
    access_period_id: product?.access_period_id ? String(product.access_period_id) : null,
    max_installments: product?.max_installments ?? 12,
    brands: (product?.brands ?? []) as BrandId[],
    available_in_store: product?.available_in_store ?? true,
    featured: product?.featured ?? false,
    active: product?.active ?? true,
    sort_order: product?.sort_order ?? 0,
    items:
      product?.items.map((i) => ({ kind: i.kind, target_id: i.target_id, name: i.name })) ?? [],
  };
}

export function valuesToProductInput(values: ProductFormValues): ProductInput {
  return {
    name: values.name,
    slug: blank(values.slug),
    kind: values.kind,
    category_id: values.category_id ? Number(values.category_id) : null,
    description_html: blank(values.description_html),
    cover_url: blank(values.cover_url),
    price_cents: parseCurrencyToCents(values.price) ?? Number.NaN,
    access_period_id: values.access_period_id ? Number(values.access_period_id) : null,
    max_installments: values.max_installments,
    brands: values.brands,
    available_in_store: values.available_in_store,
    featured: values.featured,
    sort_order: values.sort_order,
    active: values.active,
    items: values.items.map(({ kind, target_id }) => ({ kind, target_id })),
  };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label={title}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

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

/** Staff `/liberta-store/cadastro` and `/liberta-store/:id`: a product of the store. */
export function ProductFormPage() {
  const { t } = useTranslation('catalogue');
  const { id } = useParams();
  const productId = id && /^\d+$/.test(id) ? Number(id) : null;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ability = useAbility<AppAbility>();
  const canSave = ability.can(productId ? 'update' : 'create', RESOURCE);
  const product = useQuery({ ...productQuery(productId ?? 0), enabled: productId !== null });
  const categories = useQuery(productCategoriesQuery);
  const periods = useQuery({ ...accessPeriodOptionsQuery, meta: { silent: true } });
  const form = useForm<ProductFormValues>({ defaultValues: productToValues(undefined) });
  const { reset, control, setValue, getValues } = form;
  useEffect(() => {
    if (product.data) reset(productToValues(product.data));
  }, [product.data, reset]);
  const [newCategory, setNewCategory] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const watched = useWatch({ control });

  const save = form.handleSubmit(async (values) => {
    const input = valuesToProductInput(values);
    const cents = parseCurrencyToCents(values.price);
    if (cents === null || cents < 0) {
      form.setError('price', { message: t('catalogueAdmin.coupons.moneyInvalid') });
      return;
    }
    const parsed = productInputSchema.safeParse(input);
    if (!parsed.success) {
      const rest = placeSchemaIssues(parsed.error.issues, FIELDS, form.setError, RENAME);
      if (rest.length > 0) notifications.show({ color: 'red', message: rest[0] });
      return;
    }
    try {
      const saved = await saveProduct(productId, input);
      queryClient.setQueryData(PRODUCT_KEYS.one(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: PRODUCT_KEYS.list });
      await queryClient.invalidateQueries({ queryKey: ['store-products'] });
      notifications.show({
        color: 'teal',
        message: productId ? t('catalogueAdmin.saved') : t('catalogueAdmin.products.created'),
      });
      if (!productId) await navigate(`/liberta-store/${saved.id}`, { replace: true });
      else reset(productToValues(saved));
    } catch (error) {
      const message = placeServerErrors(error, FIELDS, form.setError, RENAME);
      if (message) notifications.show({ color: 'red', message });
    }
  });

  const remove = async () => {
    if (!productId) return;
    await deleteAndLeave({
      run: async () => {
        await deleteProduct(productId);
        await queryClient.invalidateQueries({ queryKey: PRODUCT_KEYS.list });
        return t('catalogueAdmin.products.deleted');
      },
      leave: () => navigate('/liberta-store'),
      close: () => setConfirmDelete(false),
    });
  };

  if (productId !== null && product.isPending) return <FormPageLoader />;
  if (productId !== null && product.isError)
    return <Text c="red">{t('catalogueAdmin.products.loadError')}</Text>;

  const err = (name: keyof ProductFormValues) => form.formState.errors[name]?.message;
  const cents = parseCurrencyToCents(watched.price ?? '');
  const plan = cents !== null ? bestInstallments(cents, watched.max_installments ?? 1) : null;
  const period = (periods.data ?? []).find((p) => String(p.id) === watched.access_period_id);
  const category = (categories.data ?? []).find((c) => String(c.id) === watched.category_id);
  const preview = {
    id: productId ?? 0,
    name: watched.name?.trim() || t('catalogueAdmin.products.previewName'),
    kind: watched.kind ?? 'course',
    category_name: category?.name ?? null,
    description_html: watched.description_html ?? null,
    cover_url: /^https?:\/\/\S+$/.test(watched.cover_url ?? '') ? watched.cover_url! : null,
    price_cents: cents !== null && cents >= 0 ? cents : 0,
    access_period_name: period?.name ?? null,
    access_days: period ? period.days : null,
    max_installments: watched.max_installments ?? 1,
    featured: watched.featured ?? false,
  };
  const live = product.data && product.data.active && product.data.available_in_store;

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap" align="flex-end">
        <Stack gap={4}>
          <BackLink to="/liberta-store" label={t('catalogueAdmin.products.back')} />
          <Title order={1} size="h2">
            {product.data ? product.data.name : t('catalogueAdmin.products.new')}
          </Title>
        </Stack>
        {product.data && (
          <Group gap="xs">
            <Badge color={product.data.active ? 'teal' : 'gray'} variant="light" tt="none">
              {product.data.active ? t('catalogueAdmin.active') : t('catalogueAdmin.inactive')}
            </Badge>
            {live && (
              <Button
                variant="default"
                component={Link}
                to={`/loja/${product.data.slug}`}
                target="_blank"
                rightSection={<IconExternalLink size={16} aria-hidden />}
              >
                {t('catalogueAdmin.products.viewInStore')}
              </Button>
            )}
            {ability.can('delete', RESOURCE) && (
              <DeleteButton
                label={t('catalogueAdmin.delete')}
                onClick={() => setConfirmDelete(true)}
              />
            )}
          </Group>
        )}
      </Group>

      <form onSubmit={(event) => void save(event)} noValidate>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <Stack gap="lg">
              <Section title={t('catalogueAdmin.products.details')}>
                <Grid>
                  <Grid.Col span={{ base: 12, md: 7 }}>
                    <TextInput
                      label={t('catalogueAdmin.products.name')}
                      required
                      {...form.register('name')}
                      error={err('name')}
                    />
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, md: 5 }}>
                    <Controller
                      control={control}
                      name="slug"
                      render={({ field }) => (
                        <TextInput
                          label={t('catalogueAdmin.products.slug')}
                          description={t('catalogueAdmin.products.slugHint')}
                          leftSection={
                            <Text size="xs" c="dimmed" aria-hidden>
                              /loja/
                            </Text>
                          }
                          leftSectionWidth={48}
                          inputWrapperOrder={['label', 'input', 'description', 'error']}
                          value={field.value}
                          onChange={(event) => field.onChange(slugInput(event.currentTarget.value))}
                          onBlur={field.onBlur}
                          error={err('slug')}
                        />
                      )}
                    />
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, sm: 6 }}>
                    <Controller
                      control={control}
                      name="kind"
                      render={({ field }) => (
                        <Select
                          label={t('catalogueAdmin.products.kind')}
                          required
                          allowDeselect={false}
                          data={PRODUCT_KIND_VALUES.map((value) => ({
                            value,
                            label: t(`store.kinds.${value}`),
                          }))}
                          value={field.value}
                          onChange={(value) => {
                            const kind = value ?? 'course';
                            field.onChange(kind);
                            // A single-content product keeps only a content of its own kind.
                            const items = getValues('items');
                            if (kind !== 'bundle')
                              setValue(
                                'items',
                                items.filter((i) => i.kind === ITEM_OF_KIND[kind]).slice(0, 1),
                              );
                          }}
                          error={err('kind')}
                        />
                      )}
                    />
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, sm: 6 }}>
                    <Group gap="xs" align="flex-end" wrap="nowrap">
                      <Controller
                        control={control}
                        name="category_id"
                        render={({ field }) => (
                          <Select
                            label={t('catalogueAdmin.products.category')}
                            placeholder={t('catalogueAdmin.products.noCategory')}
                            clearable
                            searchable
                            data={(categories.data ?? []).map((c) => ({
                              value: String(c.id),
                              label: c.name,
                            }))}
                            value={field.value}
                            onChange={field.onChange}
                            error={err('category_id')}
                            style={{ flex: 1 }}
                          />
                        )}
                      />
                      {ability.can('create', RESOURCE) && (
                        <Button
                          variant="light"
                          leftSection={<IconPlus size={16} aria-hidden />}
                          onClick={() => setNewCategory(true)}
                        >
                          {t('catalogueAdmin.category.new')}
                        </Button>
                      )}
                    </Group>
                  </Grid.Col>
                  <Grid.Col span={12}>
                    <TextInput
                      label={t('catalogueAdmin.products.cover')}
                      description={t('catalogueAdmin.products.coverHint')}
                      placeholder="https://…"
                      type="url"
                      {...form.register('cover_url')}
                      error={err('cover_url')}
                    />
                  </Grid.Col>
                  <Grid.Col span={12}>
                    <Textarea
                      label={t('catalogueAdmin.products.description')}
                      description={t('catalogueAdmin.products.descriptionHint')}
                      autosize
                      minRows={5}
                      {...form.register('description_html')}
                      error={err('description_html')}
                    />
                  </Grid.Col>
                </Grid>
              </Section>

              <Section title={t('catalogueAdmin.products.items')}>
                <Controller
                  control={control}
                  name="items"
                  render={({ field }) => (
                    <ProductItemsField
                      productKind={watched.kind ?? 'course'}
                      value={field.value}
                      onChange={(items) => {
                        field.onChange(items);
                        form.clearErrors('items');
                      }}
                      onPicked={(name) => {
                        if (!getValues('name').trim()) setValue('name', name);
                      }}
                      error={err('items')}
                    />
                  )}
                />
              </Section>

              <Section title={t('catalogueAdmin.products.priceSection')}>
                <Grid>
                  <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
                    <Controller
                      control={control}
                      name="price"
                      render={({ field }) => (
                        <PriceInput
                          label={t('catalogueAdmin.products.price')}
                          value={field.value}
                          onChange={field.onChange}
                          error={err('price')}
                          description={
                            plan
                              ? t('store.price.installments', {
                                  count: plan.count,
                                  amount: formatCurrency(plan.amountCents),
                                })
                              : undefined
                          }
                        />
                      )}
                    />
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
                    <Controller
                      control={control}
                      name="max_installments"
                      render={({ field }) => (
                        <NumberInput
                          label={t('catalogueAdmin.products.maxInstallments')}
                          description={t('catalogueAdmin.products.maxInstallmentsHint')}
                          min={1}
                          max={12}
                          clampBehavior="strict"
                          allowDecimal={false}
                          value={field.value}
                          onChange={(value) => field.onChange(Number(value) || 1)}
                          error={err('max_installments')}
                          inputWrapperOrder={['label', 'input', 'description', 'error']}
                        />
                      )}
                    />
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, md: 4 }}>
                    <Controller
                      control={control}
                      name="access_period_id"
                      render={({ field }) => (
                        <Select
                          label={t('catalogueAdmin.products.accessPeriod')}
                          placeholder={t('catalogueAdmin.products.lifetime')}
                          clearable
                          data={(periods.data ?? []).map((p) => ({
                            value: String(p.id),
                            label: p.name,
                          }))}
                          value={field.value}
                          onChange={field.onChange}
                          error={err('access_period_id')}
                        />
                      )}
                    />
                  </Grid.Col>
                </Grid>
              </Section>

              <Section title={t('catalogueAdmin.products.showcaseSection')}>
                <Controller
                  control={control}
                  name="brands"
                  render={({ field }) => (
                    <BrandsField
                      label={t('catalogueAdmin.products.brands')}
                      value={field.value}
                      onChange={field.onChange}
                      error={err('brands')}
                    />
                  )}
                />
                <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
                  {(['available_in_store', 'featured', 'active'] as const).map((name) => (
                    <Controller
                      key={name}
                      control={control}
                      name={name}
                      render={({ field }) => (
                        <Switch
                          label={t(`catalogueAdmin.products.switch.${name}`)}
                          description={t(`catalogueAdmin.products.switchHint.${name}`)}
                          checked={field.value}
                          onChange={(event) => field.onChange(event.currentTarget.checked)}
                        />
                      )}
                    />
                  ))}
                </SimpleGrid>
                <Controller
                  control={control}
                  name="sort_order"
                  render={({ field }) => (
                    <NumberInput
                      label={t('catalogueAdmin.products.sortOrder')}
                      description={t('catalogueAdmin.products.sortOrderHint')}
                      min={0}
                      max={10000}
                      allowDecimal={false}
                      value={field.value}
                      onChange={(value) => field.onChange(Number(value) || 0)}
                      error={err('sort_order')}
                      w={{ base: '100%', sm: 220 }}
                    />
                  )}
                />
              </Section>

              {canSave && (
                <Group justify="flex-end">
                  <Button component={Link} to="/liberta-store" variant="default">
                    {t('catalogueAdmin.cancel')}
                  </Button>
                  <Button type="submit" size="md" loading={form.formState.isSubmitting}>
                    {productId ? t('catalogueAdmin.save') : t('catalogueAdmin.products.create')}
                  </Button>
                </Group>
              )}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
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
          </Grid.Col>
        </Grid>
      </form>

      <NewCategoryModal
        opened={newCategory}
        onClose={() => setNewCategory(false)}
        onCreated={(categoryId) => setValue('category_id', String(categoryId))}
      />
      <ConfirmModal
        opened={confirmDelete}
        title={t('catalogueAdmin.products.deleteTitle')}
        confirmLabel={t('catalogueAdmin.confirmDelete')}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={remove}
      >
        {t('catalogueAdmin.products.deleteText', { name: product.data?.name ?? '' })}
      </ConfirmModal>
    </Stack>
  );
}

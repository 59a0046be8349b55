import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/SegmentedControl.css';
import {
  Button,
  Card,
  Grid,
  Group,
  Loader,
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import IconArrowLeft from '@tabler/icons-react/dist/esm/icons/IconArrowLeft.mjs';
import IconExternalLink from '@tabler/icons-react/dist/esm/icons/IconExternalLink.mjs';
import {
  EBOOK_MAX_BYTES,
  ebookInputSchema,
  formatCurrency,
  parseCurrencyToCents,
} from '@app/shared';
import type { EbookDetail, EbookInput } from '@app/shared';
import { useAbility } from '@casl/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { DeleteButton } from '../../../components/staff/form-page.tsx';
import { FormPageHeader, PublishedBadge } from '../../../components/staff/form-page-header.tsx';
import { PageState } from '../../../components/page-state.tsx';
import { ApiError } from '../../../lib/api-client/api-error.ts';
import type { AppAbility } from '../../../lib/session/ability.ts';
import { applyServerErrors } from '../../../components/forms/form-errors.ts';
import { EbookCover } from '../components/ebook-cover.tsx';
import { PdfUploadField } from '../../../components/inputs/pdf-upload-field.tsx';
import {
  deleteEbook,
  ebookQuery,
  optionsQuery,
  saveEbook,
  uploadEbookFile,
} from '../ebooks-api.ts';
import '../i18n/index.ts';

interface FormValues {
  title: string;
  slug: string;
  subtitle: string;
  author: string;
  pages: string;
  cover_url: string;
  category_id: string | null;
  access_period_id: string | null;
  price: string;
  max_installments: number;
  status: 'draft' | 'published';
  description_html: string;
  ad_brazilian: string;
  ad_global: string;
  ad_liberta: string;
}

const FIELDS = [
  'title',
  'slug',
  'subtitle',
  'author',
  'pages',
  'cover_url',
  'category_id',
  'access_period_id',
  'price',
  'max_installments',
  'status',
  'description_html',
] as const;
type Field = (typeof FIELDS)[number];

function toValues(e: EbookDetail | undefined): FormValues {
  const id = (value: number | null | undefined) => (value ? String(value) : null);
  return {
    title: e?.title ?? '',
    slug: e?.slug ?? '',
    subtitle: e?.subtitle ?? '',
    author: e?.author ?? '',
    pages: e?.pages ? String(e.pages) : '',
    cover_url: e?.cover_url ?? '',
    category_id: id(e?.category_id),
    access_period_id: id(e?.access_period_id),
    price: e ? formatCurrency(e.price_cents) : '',
    max_installments: e?.max_installments ?? 1,
    status: e?.status ?? 'draft',
    description_html: e?.description_html ?? '',
    ad_brazilian: e?.ad_texts?.brazilian ?? '',
    ad_global: e?.ad_texts?.global ?? '',
    ad_liberta: e?.ad_texts?.liberta ?? '',
  };
}

const blank = (value: string) => (value.trim() === '' ? null : value.trim());

function toInput(v: FormValues): EbookInput {
  return {
    title: v.title,
    slug: blank(v.slug),
    subtitle: blank(v.subtitle),
    author: blank(v.author),
    pages: v.pages.trim() === '' ? null : Number(v.pages),
    cover_url: blank(v.cover_url),
    category_id: v.category_id ? Number(v.category_id) : null,
    access_period_id: v.access_period_id ? Number(v.access_period_id) : null,
    price_cents: parseCurrencyToCents(v.price) ?? Number.NaN,
    max_installments: v.max_installments,
    status: v.status,
    description_html: blank(v.description_html),
    ad_texts: {
      brazilian: blank(v.ad_brazilian),
      global: blank(v.ad_global),
      liberta: blank(v.ad_liberta),
    },
  };
}

/** Staff `/e-books/cadastro` and `/e-books/editar/:id`: the ebook's data and its PDF. */
export function EbookFormPage() {
  const { t } = useTranslation('ebooks');
  const { id } = useParams();
  const ebookId = id ? Number(id) : null;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ability = useAbility<AppAbility>();
  const canSave = ability.can(ebookId ? 'update' : 'create', 'E-books');
  const ebook = useQuery({ ...ebookQuery(ebookId ?? 0), enabled: ebookId !== null });
  const categories = useQuery(optionsQuery('category'));
  const periods = useQuery(optionsQuery('access-period'));
  const form = useForm<FormValues>({ defaultValues: toValues(undefined) });
  const { reset } = form;
  useEffect(() => {
    if (ebook.data) reset(toValues(ebook.data));
  }, [ebook.data, reset]);
  const [pickedPdf, setPickedPdf] = useState<File | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const options = (data: { id: number; name: string }[] | undefined) =>
    (data ?? []).map((o) => ({ value: String(o.id), label: o.name }));

  const remember = async (saved: EbookDetail) => {
    queryClient.setQueryData(ebookQuery(saved.id).queryKey, saved);
    await queryClient.invalidateQueries({ queryKey: ['list-ebooks'] });
  };

  const upload = async (file: File, targetId: number) => {
    try {
      await remember(await uploadEbookFile(targetId, file));
      notifications.show({ color: 'teal', message: t('ebooks.pdf.uploaded') });
    } catch (error) {
      throw new Error(error instanceof ApiError ? error.message : t('ebooks.tryAgain'));
    }
  };

  const save = form.handleSubmit(async (values) => {
    const input = toInput(values);
    // The same zod schema the API validates with (packages/shared).
    const parsed = ebookInputSchema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'price_cents' ? 'price' : String(issue.path[0]);
        if ((FIELDS as readonly string[]).includes(field))
          form.setError(field as Field, { message: issue.message });
      }
      return;
    }
    try {
      const saved = await saveEbook(ebookId, input);
      await remember(saved);
      notifications.show({
        color: 'teal',
        message: ebookId ? t('ebooks.admin.saved') : t('ebooks.admin.created'),
      });
      if (!ebookId) {
        if (pickedPdf)
          await upload(pickedPdf, saved.id).catch((error: unknown) =>
            notifications.show({ color: 'red', message: (error as Error).message }),
          );
        await navigate(`/e-books/editar/${saved.id}`, { replace: true });
      }
    } catch (error) {
      const message = applyServerErrors(
        error,
        [...FIELDS, 'price_cents'] as unknown as Field[],
        form.setError,
      );
      if (error instanceof ApiError && error.status === 400) {
        const body = error.body as { error?: Record<string, string[]> } | null;
        const price = body?.error?.price_cents?.[0];
        if (price) form.setError('price', { message: price });
      }
      if (message) notifications.show({ color: 'red', message });
    }
  });

  const remove = async () => {
    if (!ebookId) return;
    setDeleting(true);
    try {
      await deleteEbook(ebookId);
      await queryClient.invalidateQueries({ queryKey: ['list-ebooks'] });
      notifications.show({ color: 'teal', message: t('ebooks.admin.deleted') });
      await navigate('/e-books');
    } catch (error) {
      notifications.show({
        color: 'red',
        message: error instanceof ApiError ? error.message : String(error),
      });
    } finally {
      setDeleting(false);
    }
  };

  if (ebookId && ebook.isPending)
    return (
      <Group justify="center" py="xl">
        <Loader aria-label={t('app.loading')} />
      </Group>
    );
  if (ebookId && ebook.isError)
    return (
      <PageState
        icon={<IconArrowLeft size={36} />}
        title={t('ebooks.admin.notFound')}
        text={t('ebooks.notFoundText')}
        action={{ to: '/e-books', label: t('ebooks.admin.back') }}
      />
    );

  const err = (name: keyof FormValues) => form.formState.errors[name]?.message;
  const current = ebook.data;
  const watched = form.watch(['title', 'author', 'cover_url']);
  return (
    <Stack gap="lg">
      <FormPageHeader
        backTo="/e-books"
        backLabel={t('ebooks.admin.back')}
        align="flex-end"
        title={current ? current.title : t('ebooks.admin.new')}
        actions={
          current && (
            <Group gap="xs">
              <PublishedBadge
                published={current.status === 'published'}
                publishedLabel={t('ebooks.admin.published')}
                draftLabel={t('ebooks.admin.draft')}
              />
              {current.status === 'published' && (
                <Button
                  variant="default"
                  component={Link}
                  to={`/ebooks/${current.slug}`}
                  target="_blank"
                  rightSection={<IconExternalLink size={16} aria-hidden />}
                >
                  {t('ebooks.admin.viewPublic')}
                </Button>
              )}
              {ability.can('delete', 'E-books') && (
                <DeleteButton
                  label={t('ebooks.admin.delete')}
                  onClick={() => setConfirmDelete(true)}
                />
              )}
            </Group>
          )
        }
      />

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 9 }}>
          <Card
            withBorder
            radius="lg"
            padding="lg"
            component="form"
            onSubmit={(event) => void save(event)}
            noValidate
            aria-label={t('ebooks.admin.form')}
          >
            <Stack gap="md">
              <Grid>
                <Grid.Col span={{ base: 12, md: 8 }}>
                  <TextInput
                    label={t('ebooks.admin.titleField')}
                    required
                    {...form.register('title')}
                    error={err('title')}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, md: 4 }}>
                  <TextInput
                    label={t('ebooks.admin.slug')}
                    description={t('ebooks.admin.slugHint')}
                    {...form.register('slug')}
                    error={err('slug')}
                  />
                </Grid.Col>
                <Grid.Col span={12}>
                  <TextInput
                    label={t('ebooks.admin.subtitle')}
                    {...form.register('subtitle')}
                    error={err('subtitle')}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 8 }}>
                  <TextInput
                    label={t('ebooks.admin.author')}
                    {...form.register('author')}
                    error={err('author')}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 4 }}>
                  <TextInput
                    label={t('ebooks.admin.pages')}
                    inputMode="numeric"
                    {...form.register('pages')}
                    error={err('pages')}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <Controller
                    control={form.control}
                    name="category_id"
                    render={({ field }) => (
                      <Select
                        label={t('ebooks.admin.category')}
                        data={options(categories.data)}
                        clearable
                        searchable
                        value={field.value}
                        onChange={field.onChange}
                        error={err('category_id')}
                      />
                    )}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <Controller
                    control={form.control}
                    name="access_period_id"
                    render={({ field }) => (
                      <Select
                        label={t('ebooks.admin.accessPeriod')}
                        data={options(periods.data)}
                        clearable
                        value={field.value}
                        onChange={field.onChange}
                        error={err('access_period_id')}
                      />
                    )}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 4 }}>
                  <TextInput
                    label={t('ebooks.admin.price')}
                    placeholder="R$ 0,00"
                    required
                    inputMode="decimal"
                    {...form.register('price')}
                    error={err('price')}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 4 }}>
                  <Controller
                    control={form.control}
                    name="max_installments"
                    render={({ field }) => (
                      <NumberInput
                        label={t('ebooks.admin.maxInstallments')}
                        min={1}
                        max={12}
                        clampBehavior="strict"
                        value={field.value}
                        onChange={(value) => field.onChange(Number(value) || 1)}
                        error={err('max_installments')}
                      />
                    )}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 4 }}>
                  <Text size="sm" fw={500} mb={4} id="ebook-status-label">
                    {t('ebooks.admin.status')}
                  </Text>
                  <Controller
                    control={form.control}
                    name="status"
                    render={({ field }) => (
                      <SegmentedControl
                        aria-labelledby="ebook-status-label"
                        value={field.value}
                        onChange={field.onChange}
                        data={[
                          { value: 'draft', label: t('ebooks.admin.draft') },
                          { value: 'published', label: t('ebooks.admin.published') },
                        ]}
                      />
                    )}
                  />
                </Grid.Col>
                <Grid.Col span={12}>
                  <TextInput
                    label={t('ebooks.admin.cover')}
                    description={t('ebooks.admin.coverHint')}
                    placeholder="https://…"
                    {...form.register('cover_url')}
                    error={err('cover_url')}
                  />
                </Grid.Col>
                <Grid.Col span={12}>
                  <Textarea
                    label={t('ebooks.admin.description')}
                    description={t('ebooks.admin.htmlHint')}
                    autosize
                    minRows={4}
                    {...form.register('description_html')}
                    error={err('description_html')}
                  />
                </Grid.Col>
                {(['brazilian', 'global', 'liberta'] as const).map((brand) => (
                  <Grid.Col key={brand} span={{ base: 12, md: 4 }}>
                    <Textarea
                      label={t('ebooks.admin.adText', {
                        brand: t(`ebooks.admin.brands.${brand}`),
                      })}
                      autosize
                      minRows={2}
                      {...form.register(`ad_${brand}`)}
                    />
                  </Grid.Col>
                ))}
                <Grid.Col span={12}>
                  <PdfUploadField
                    label={t('ebooks.pdf.label')}
                    current={current?.file ?? null}
                    maxBytes={EBOOK_MAX_BYTES}
                    disabled={!ability.can('update', 'E-books')}
                    {...(current
                      ? { onUpload: (file: File) => upload(file, current.id) }
                      : { onPick: setPickedPdf, picked: pickedPdf })}
                  />
                </Grid.Col>
              </Grid>
              {canSave && (
                <Group justify="flex-end">
                  <Button type="submit" loading={form.formState.isSubmitting}>
                    {ebookId ? t('ebooks.admin.save') : t('ebooks.admin.create')}
                  </Button>
                </Group>
              )}
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 3 }} visibleFrom="lg">
          <Stack gap="xs" style={{ position: 'sticky', top: 80 }}>
            <Text size="sm" fw={600} c="dimmed">
              {t('ebooks.admin.preview')}
            </Text>
            <EbookCover
              title={watched[0] || t('ebooks.admin.new')}
              author={watched[1] || null}
              url={/^https?:\/\//.test(watched[2]) ? watched[2] : null}
              size={15}
              maw={220}
            />
          </Stack>
        </Grid.Col>
      </Grid>

      <Modal
        opened={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title={t('ebooks.admin.deleteTitle')}
        centered
      >
        <Stack>
          <Text>{t('ebooks.admin.deleteText', { title: current?.title ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmDelete(false)}>
              {t('ebooks.admin.cancel')}
            </Button>
            <Button color="red" loading={deleting} onClick={() => void remove()}>
              {t('ebooks.admin.confirmDelete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

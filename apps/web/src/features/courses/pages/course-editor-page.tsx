import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/NumberInput.css';
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
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import IconExternalLink from '@tabler/icons-react/dist/esm/icons/IconExternalLink.mjs';
import { courseInputSchema, formatCurrency, parseCurrencyToCents } from '@app/shared';
import type { CourseDetail, CourseInput } from '@app/shared';
import { useAbility } from '@casl/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { DeleteButton } from '../../../components/staff/form-page.tsx';
import { FormPageHeader, PublishedBadge } from '../../../components/staff/form-page-header.tsx';
import { ApiError } from '../../../lib/api-client/api-error.ts';
import type { AppAbility } from '../../../lib/session/ability.ts';
import { applyServerErrors } from '../../../components/forms/form-errors.ts';
import { CurriculumEditor } from '../components/curriculum-editor.tsx';
import { courseAdminApi, courseQuery, selectQuery } from '../courses-api.ts';
import '../i18n/index.ts';

interface CourseFormValues {
  title: string;
  slug: string;
  subtitle: string;
  description_html: string;
  cover_url: string;
  category_id: string | null;
  level_id: string | null;
  type_id: string | null;
  instructor_id: string | null;
  access_period_id: string | null;
  trial_type: string;
  price: string;
  max_installments: number;
  ad_brazilian: string;
  ad_global: string;
  ad_liberta: string;
  status: 'draft' | 'published';
}

const FIELDS = [
  'title',
  'slug',
  'subtitle',
  'description_html',
  'cover_url',
  'category_id',
  'level_id',
  'type_id',
  'instructor_id',
  'access_period_id',
  'trial_type',
  'price',
  'max_installments',
  'status',
] as const;

const TRIAL_VALUES = ['none', 'free_lessons', 'full'] as const;

function toValues(course: CourseDetail | undefined): CourseFormValues {
  const id = (value: number | null | undefined) => (value ? String(value) : null);
  return {
    title: course?.title ?? '',
    slug: course?.slug ?? '',
    subtitle: course?.subtitle ?? '',
    description_html: course?.description_html ?? '',
    cover_url: course?.cover_url ?? '',
    category_id: id(course?.category_id),
    level_id: id(course?.level_id),
    type_id: id(course?.type_id),
    instructor_id: id(course?.instructor_id),
    access_period_id: id(course?.access_period_id),
    trial_type: course?.trial_type ?? 'none',
    price: course ? formatCurrency(course.price_cents) : '',
    max_installments: course?.max_installments ?? 12,
    ad_brazilian: course?.ad_texts?.brazilian ?? '',
    ad_global: course?.ad_texts?.global ?? '',
    ad_liberta: course?.ad_texts?.liberta ?? '',
    status: course?.status ?? 'draft',
  };
}

const blank = (value: string) => (value.trim() === '' ? null : value.trim());

function toInput(values: CourseFormValues): CourseInput {
  return {
    title: values.title,
    slug: blank(values.slug),
    subtitle: blank(values.subtitle),
    description_html: blank(values.description_html),
    cover_url: blank(values.cover_url),
    category_id: values.category_id ? Number(values.category_id) : null,
    level_id: values.level_id ? Number(values.level_id) : null,
    type_id: values.type_id ? Number(values.type_id) : null,
    instructor_id: values.instructor_id ? Number(values.instructor_id) : null,
    access_period_id: values.access_period_id ? Number(values.access_period_id) : null,
    trial_type: values.trial_type as (typeof TRIAL_VALUES)[number],
    price_cents: parseCurrencyToCents(values.price) ?? Number.NaN,
    max_installments: values.max_installments,
    ad_texts: {
      brazilian: blank(values.ad_brazilian),
      global: blank(values.ad_global),
      liberta: blank(values.ad_liberta),
    },
    status: values.status,
  };
}

/** Staff `/cursos/cadastro` and `/cursos/editar/:id`: the course, then its modules and lessons. */
export function CourseEditorPage() {
  const { t } = useTranslation('courses');
  const { id } = useParams();
  const courseId = id ? Number(id) : null;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ability = useAbility<AppAbility>();
  const canEdit = ability.can(courseId ? 'update' : 'create', 'Cursos');
  const course = useQuery({ ...courseQuery(courseId ?? 0), enabled: courseId !== null });
  const form = useForm<CourseFormValues>({ defaultValues: toValues(undefined) });
  const { reset } = form;
  useEffect(() => {
    if (course.data) reset(toValues(course.data));
  }, [course.data, reset]);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const selects = {
    category: useQuery(selectQuery('category')),
    level: useQuery(selectQuery('course-level')),
    type: useQuery(selectQuery('course-type')),
    instructor: useQuery(selectQuery('instructor')),
    period: useQuery(selectQuery('course-access-period')),
  };
  const options = (q: (typeof selects)['category']) =>
    (q.data ?? []).map((o) => ({ value: String(o.id), label: o.name }));

  const save = form.handleSubmit(async (values) => {
    const input = toInput(values);
    const parsed = courseInputSchema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'price_cents' ? 'price' : String(issue.path[0]);
        if ((FIELDS as readonly string[]).includes(field))
          form.setError(field as (typeof FIELDS)[number], { message: issue.message });
      }
      return;
    }
    try {
      const saved = courseId
        ? await courseAdminApi.update(courseId, input)
        : await courseAdminApi.create(input);
      queryClient.setQueryData(courseQuery(saved.id).queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: ['list-courses'] });
      notifications.show({ color: 'teal', message: t('coursesAdmin.saved') });
      if (!courseId) await navigate(`/cursos/editar/${saved.id}`, { replace: true });
    } catch (error) {
      const message = applyServerErrors(
        error,
        [...FIELDS, 'price_cents'] as unknown as (typeof FIELDS)[number][],
        form.setError,
      );
      if (message) notifications.show({ color: 'red', message });
    }
  });

  const remove = async () => {
    if (!courseId) return;
    try {
      await courseAdminApi.remove(courseId);
      await queryClient.invalidateQueries({ queryKey: ['list-courses'] });
      notifications.show({ color: 'teal', message: t('coursesAdmin.deleted') });
      await navigate('/cursos');
    } catch (error) {
      notifications.show({
        color: 'red',
        message: error instanceof ApiError ? error.message : String(error),
      });
    }
  };

  if (courseId && course.isPending)
    return (
      <Group justify="center" py="xl">
        <Loader aria-label={t('app.loading')} />
      </Group>
    );
  const err = (name: keyof CourseFormValues) => form.formState.errors[name]?.message;
  return (
    <Stack gap="lg">
      <FormPageHeader
        backTo="/cursos"
        backLabel={t('coursesAdmin.back')}
        title={course.data ? course.data.title : t('coursesAdmin.new')}
        actions={
          course.data && (
            <Group gap="xs">
              <PublishedBadge
                published={course.data.status === 'published'}
                publishedLabel={t('coursesAdmin.published')}
                draftLabel={t('coursesAdmin.draft')}
              />
              <Button
                variant="default"
                component={Link}
                to={`/curso/${course.data.slug}`}
                target="_blank"
                rightSection={<IconExternalLink size={16} aria-hidden />}
              >
                {t('coursesAdmin.viewPublic')}
              </Button>
              {ability.can('delete', 'Cursos') && (
                <DeleteButton
                  label={t('coursesAdmin.delete')}
                  onClick={() => setConfirmDelete(true)}
                />
              )}
            </Group>
          )
        }
      />

      <Card
        withBorder
        radius="lg"
        padding="lg"
        component="form"
        onSubmit={(e) => void save(e)}
        noValidate
      >
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('coursesAdmin.details')}
          </Title>
          <Grid>
            <Grid.Col span={{ base: 12, md: 8 }}>
              <TextInput
                label={t('coursesAdmin.courseTitle')}
                required
                {...form.register('title')}
                error={err('title')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <TextInput
                label={t('coursesAdmin.slug')}
                description={t('coursesAdmin.slugHint')}
                {...form.register('slug')}
                error={err('slug')}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <TextInput
                label={t('coursesAdmin.subtitle')}
                {...form.register('subtitle')}
                error={err('subtitle')}
              />
            </Grid.Col>
            {(
              [
                ['category_id', 'category', selects.category],
                ['level_id', 'level', selects.level],
                ['type_id', 'type', selects.type],
                ['instructor_id', 'instructor', selects.instructor],
                ['access_period_id', 'accessPeriod', selects.period],
              ] as const
            ).map(([name, label, query]) => (
              <Grid.Col key={name} span={{ base: 12, sm: 6, md: 4 }}>
                <Controller
                  control={form.control}
                  name={name}
                  render={({ field }) => (
                    <Select
                      label={t(`coursesAdmin.${label}`)}
                      data={options(query)}
                      clearable
                      searchable
                      value={field.value}
                      onChange={field.onChange}
                      error={err(name)}
                    />
                  )}
                />
              </Grid.Col>
            ))}
            <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
              <Controller
                control={form.control}
                name="trial_type"
                render={({ field }) => (
                  <Select
                    label={t('coursesAdmin.trialType')}
                    data={TRIAL_VALUES.map((value) => ({
                      value,
                      label: t(`coursesAdmin.trial.${value}`),
                    }))}
                    value={field.value}
                    onChange={(value) => field.onChange(value ?? 'none')}
                  />
                )}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
              <TextInput
                label={t('coursesAdmin.price')}
                placeholder="R$ 0,00"
                required
                inputMode="decimal"
                {...form.register('price')}
                error={err('price')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
              <Controller
                control={form.control}
                name="max_installments"
                render={({ field }) => (
                  <NumberInput
                    label={t('coursesAdmin.maxInstallments')}
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
            <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
              <Text size="sm" fw={500} mb={4} id="status-label">
                {t('coursesAdmin.status')}
              </Text>
              <Controller
                control={form.control}
                name="status"
                render={({ field }) => (
                  <SegmentedControl
                    aria-labelledby="status-label"
                    value={field.value}
                    onChange={field.onChange}
                    data={[
                      { value: 'draft', label: t('coursesAdmin.draft') },
                      { value: 'published', label: t('coursesAdmin.published') },
                    ]}
                  />
                )}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <TextInput
                label={t('coursesAdmin.cover')}
                placeholder="https://…"
                {...form.register('cover_url')}
                error={err('cover_url')}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <Textarea
                label={t('coursesAdmin.description')}
                description={t('coursesAdmin.htmlHint')}
                autosize
                minRows={4}
                {...form.register('description_html')}
                error={err('description_html')}
              />
            </Grid.Col>
            {(['brazilian', 'global', 'liberta'] as const).map((brand) => (
              <Grid.Col key={brand} span={{ base: 12, md: 4 }}>
                <Textarea
                  label={t('coursesAdmin.adText', { brand: t(`coursesAdmin.brand.${brand}`) })}
                  autosize
                  minRows={2}
                  {...form.register(`ad_${brand}`)}
                />
              </Grid.Col>
            ))}
          </Grid>
          {canEdit && (
            <Group justify="flex-end">
              <Button type="submit" loading={form.formState.isSubmitting}>
                {courseId ? t('coursesAdmin.save') : t('coursesAdmin.create')}
              </Button>
            </Group>
          )}
        </Stack>
      </Card>

      {course.data ? (
        <CurriculumEditor course={course.data} canEdit={ability.can('update', 'Cursos')} />
      ) : (
        <Text c="dimmed" size="sm">
          {t('coursesAdmin.curriculumAfterSave')}
        </Text>
      )}

      <Modal
        opened={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title={t('coursesAdmin.deleteTitle')}
        centered
      >
        <Stack>
          <Text>{t('coursesAdmin.deleteText', { title: course.data?.title ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmDelete(false)}>
              {t('coursesAdmin.cancel')}
            </Button>
            <Button color="red" onClick={() => void remove()}>
              {t('coursesAdmin.confirmDelete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

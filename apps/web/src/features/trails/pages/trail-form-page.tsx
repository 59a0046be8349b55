import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Grid.css';
import {
  Button,
  Card,
  Grid,
  Group,
  Input,
  Loader,
  Modal,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import IconEye from '@tabler/icons-react/dist/esm/icons/IconEye.mjs';
import { trailInputSchema } from '@app/shared';
import type { TrailDetail, TrailInput } from '@app/shared';
import { useAbility } from '@casl/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { DeleteButton } from '../../../components/staff/form-page.tsx';
import { FormPageHeader, PublishedBadge } from '../../../components/staff/form-page-header.tsx';
import { PageState } from '../../../components/page-state.tsx';
import { isApiError } from '../../../lib/api-client/api-error.ts';
import { errorMessageOf } from '../../../lib/api-client/query-client.ts';
import type { AppAbility } from '../../../lib/session/ability.ts';
import { applyServerErrors } from '../../../components/forms/form-errors.ts';
import { TrailStepsEditor } from '../components/trail-steps-editor.tsx';
import type { StepValue } from '../components/trail-steps-editor.tsx';
import IconRoute from '@tabler/icons-react/dist/esm/icons/IconRoute.mjs';
import { deleteTrail, saveTrail, trailQuery } from '../trails-api.ts';
import '../i18n/index.ts';

interface TrailFormValues {
  title: string;
  slug: string;
  cover_url: string;
  description_html: string;
  status: 'draft' | 'published';
  items: StepValue[];
}

const FIELDS = ['title', 'slug', 'cover_url', 'description_html', 'status', 'items'] as const;

function toValues(trail: TrailDetail | undefined): TrailFormValues {
  return {
    title: trail?.title ?? '',
    slug: trail?.slug ?? '',
    cover_url: trail?.cover_url ?? '',
    description_html: trail?.description_html ?? '',
    status: trail?.status ?? 'draft',
    items: (trail?.items ?? []).map((i) => ({
      kind: i.kind,
      target_id: i.target_id,
      title: i.title,
      draft: i.status === 'draft',
    })),
  };
}

const blank = (value: string) => (value.trim() === '' ? null : value.trim());

function toInput(values: TrailFormValues): TrailInput {
  return {
    title: values.title,
    slug: blank(values.slug),
    cover_url: blank(values.cover_url),
    description_html: blank(values.description_html),
    status: values.status,
    items: values.items.map((i) => ({ kind: i.kind, target_id: i.target_id })),
  };
}

/** Staff `/trilhas/cadastro` and `/trilhas/:id`: the trail and its ordered steps. */
export function TrailFormPage({ previewBase }: { previewBase: string | null }) {
  const { t } = useTranslation('trails');
  const { id } = useParams();
  const trailId = id ? Number(id) : null;
  const trail = useQuery({
    ...trailQuery(trailId ?? 0),
    enabled: trailId !== null && Number.isInteger(trailId),
    meta: { silent: true },
  });
  if (trailId !== null && trail.isError)
    return (
      <PageState
        icon={<IconRoute size={36} />}
        title={
          isApiError(trail.error) && trail.error.status === 404
            ? t('trails.notFound')
            : t('trails.adminTitle')
        }
        text={errorMessageOf(trail.error)}
        action={{ to: '/trilhas', label: t('trails.backToList') }}
      />
    );
  if (trailId !== null && trail.isPending)
    return (
      <Group justify="center" py="xl">
        <Loader aria-label={t('app.loading')} />
      </Group>
    );
  return <TrailForm trail={trail.data} previewBase={previewBase} />;
}

function TrailForm({ trail, previewBase }: { trail?: TrailDetail; previewBase: string | null }) {
  const { t } = useTranslation('trails');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ability = useAbility<AppAbility>();
  const form = useForm<TrailFormValues>({ defaultValues: toValues(trail) });
  const { reset } = form;
  useEffect(() => {
    if (trail) reset(toValues(trail));
  }, [trail, reset]);
  const items = useFieldArray({ control: form.control, name: 'items', keyName: 'key' });
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const { errors, isSubmitting } = form.formState;

  const save = form.handleSubmit(async (values) => {
    const input = toInput(values);
    const parsed = trailInputSchema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        form.setError(issue.path.join('.') as Path<TrailFormValues>, { message: issue.message });
      return;
    }
    try {
      const saved = await saveTrail(trail?.id ?? null, input);
      queryClient.setQueryData(trailQuery(saved.id).queryKey, saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['list-trails'] }),
        queryClient.invalidateQueries({ queryKey: ['my-trails'] }),
      ]);
      notifications.show({
        color: 'teal',
        message: trail ? t('trails.saved') : t('trails.created'),
      });
      if (!trail) await navigate(`/trilhas/${saved.id}`, { replace: true });
    } catch (error) {
      const stepFields = values.items.map(
        (_, index) => `items.${index}.target_id` as Path<TrailFormValues>,
      );
      const message = applyServerErrors(error, [...FIELDS, ...stepFields], form.setError);
      if (message) notifications.show({ color: 'red', message });
    }
  });

  const remove = async () => {
    if (!trail) return;
    setDeleting(true);
    try {
      await deleteTrail(trail.id);
      await queryClient.invalidateQueries({ queryKey: ['list-trails'] });
      notifications.show({ color: 'teal', message: t('trails.deleted') });
      await navigate('/trilhas');
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessageOf(error) });
    } finally {
      setDeleting(false);
      setConfirmDelete(false);
    }
  };

  const stepErrors = Object.fromEntries(
    items.fields.map((_, index) => [
      index,
      errors.items?.[index]?.target_id?.message ?? errors.items?.[index]?.kind?.message,
    ]),
  );

  return (
    <Stack gap="lg">
      <FormPageHeader
        backTo="/trilhas"
        backLabel={t('trails.backToList')}
        fitBackLink
        align="end"
        title={trail ? trail.title : t('trails.newTrail')}
        actions={
          trail && (
            <Group gap="xs">
              <PublishedBadge
                published={trail.status === 'published'}
                publishedLabel={t('trails.published')}
                draftLabel={t('trails.draft')}
              />
              {previewBase && (
                <Button
                  variant="default"
                  component={Link}
                  to={`${previewBase}/${trail.id}`}
                  leftSection={<IconEye size={16} aria-hidden />}
                >
                  {t('trails.preview')}
                </Button>
              )}
              {ability.can('delete', 'Trilhas') && (
                <DeleteButton label={t('trails.delete')} onClick={() => setConfirmDelete(true)} />
              )}
            </Group>
          )
        }
      />

      <form onSubmit={(event) => void save(event)} noValidate aria-label={t('trails.formLabel')}>
        <Stack gap="lg">
          <Card withBorder radius="lg" padding="lg">
            <Stack gap="md">
              <Title order={2} size="h4">
                {t('trails.aboutTrail')}
              </Title>
              <Grid>
                <Grid.Col span={{ base: 12, md: 8 }}>
                  <TextInput
                    label={t('trails.title')}
                    required
                    error={errors.title?.message}
                    {...form.register('title')}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, md: 4 }}>
                  <Controller
                    control={form.control}
                    name="status"
                    render={({ field }) => (
                      <Stack gap={4}>
                        <Input.Label id="trail-status-label" component="span">
                          {t('trails.status')}
                        </Input.Label>
                        <SegmentedControl
                          fullWidth
                          aria-labelledby="trail-status-label"
                          value={field.value}
                          onChange={(value) => field.onChange(value)}
                          data={[
                            { value: 'draft', label: t('trails.draft') },
                            { value: 'published', label: t('trails.published') },
                          ]}
                        />
                      </Stack>
                    )}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, md: 6 }}>
                  <TextInput
                    label={t('trails.slug')}
                    description={t('trails.slugHint')}
                    error={errors.slug?.message}
                    {...form.register('slug')}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, md: 6 }}>
                  <TextInput
                    label={t('trails.coverUrl')}
                    type="url"
                    placeholder="https://"
                    error={errors.cover_url?.message}
                    {...form.register('cover_url')}
                  />
                </Grid.Col>
                <Grid.Col span={12}>
                  <Textarea
                    label={t('trails.description')}
                    description={t('trails.descriptionHint')}
                    autosize
                    minRows={3}
                    error={errors.description_html?.message}
                    {...form.register('description_html')}
                  />
                </Grid.Col>
              </Grid>
            </Stack>
          </Card>

          <Card withBorder radius="lg" padding="lg">
            <Stack gap="md">
              <div>
                <Title order={2} size="h4">
                  {t('trails.stepsTitle')}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('trails.stepsHint')}
                </Text>
              </div>
              {errors.items?.message && (
                <Text size="sm" c="red" role="alert">
                  {errors.items.message}
                </Text>
              )}
              <TrailStepsEditor
                steps={items.fields}
                errors={stepErrors}
                onAdd={(step) => {
                  items.append(step);
                  form.clearErrors('items');
                }}
                onMove={(from, to) => {
                  items.move(from, to);
                  form.clearErrors('items');
                }}
                onRemove={(index) => {
                  items.remove(index);
                  form.clearErrors('items');
                }}
              />
            </Stack>
          </Card>

          <Group justify="flex-end">
            <Button variant="default" component={Link} to="/trilhas">
              {t('trails.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {trail ? t('trails.save') : t('trails.create')}
            </Button>
          </Group>
        </Stack>
      </form>

      <Modal
        opened={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title={t('trails.delete')}
        centered
      >
        <Stack>
          <Text>{t('trails.deleteConfirm', { title: trail?.title ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmDelete(false)}>
              {t('trails.cancel')}
            </Button>
            <Button color="red" loading={deleting} onClick={() => void remove()} data-autofocus>
              {t('trails.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

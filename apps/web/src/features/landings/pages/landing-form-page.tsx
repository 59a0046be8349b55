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
  Switch,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import IconExternalLink from '@tabler/icons-react/dist/esm/icons/IconExternalLink.mjs';
import IconRocket from '@tabler/icons-react/dist/esm/icons/IconRocket.mjs';
import { landingInputSchema, landingPath, slugInput } from '@app/shared';
import type { Landing, LandingInput, LandingKind } from '@app/shared';
import { useAbility } from '@casl/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { DeleteButton } from '../../../components/staff/form-page.tsx';
import { FormPageHeader, PublishedBadge } from '../../../components/staff/form-page-header.tsx';
import { PageState } from '../../../components/page-state.tsx';
import { isApiError } from '../../../lib/api-client/api-error.ts';
import { errorMessageOf } from '../../../lib/api-client/query-client.ts';
import type { AppAbility } from '../../../lib/session/ability.ts';
import { applyServerErrors } from '../../../components/forms/form-errors.ts';
import { LeadsTable } from '../components/leads-table.tsx';
import { landingAdminApi, landingCoursesQuery, landingQuery } from '../landings-api.ts';
import '../i18n/index.ts';

interface LandingFormValues {
  kind: LandingKind;
  slug: string;
  title: string;
  headline: string;
  video_url: string;
  course_id: string | null;
  cta_text: string;
  trial_days: number;
  active: boolean;
  body_html: string;
}

const FIELDS = [
  'kind',
  'slug',
  'title',
  'headline',
  'video_url',
  'course_id',
  'cta_text',
  'trial_days',
  'active',
  'body_html',
] as const;

const blank = (value: string) => (value.trim() === '' ? null : value.trim());

function toValues(landing: Landing | undefined): LandingFormValues {
  return {
    kind: landing?.kind ?? 'launch',
    slug: landing?.slug ?? '',
    title: landing?.title ?? '',
    headline: landing?.headline ?? '',
    video_url: landing?.video_url ?? '',
    course_id: landing?.course_id ? String(landing.course_id) : null,
    cta_text: landing?.cta_text ?? '',
    trial_days: landing?.trial_days ?? 0,
    active: landing?.active ?? true,
    body_html: landing?.body_html ?? '',
  };
}

function toInput(values: LandingFormValues): LandingInput {
  return {
    kind: values.kind,
    slug: values.slug,
    title: values.title,
    headline: blank(values.headline),
    video_url: blank(values.video_url),
    course_id: values.course_id ? Number(values.course_id) : null,
    cta_text: blank(values.cta_text),
    trial_days: values.trial_days,
    active: values.active,
    body_html: blank(values.body_html),
  };
}

/** Staff `/lancamentos/cadastro` and `/lancamentos/:id`: the page, then its leads. */
export function LandingFormPage() {
  const { t } = useTranslation('landings');
  const { id } = useParams();
  const landingId = id ? Number(id) : null;
  const valid = landingId === null || (Number.isInteger(landingId) && landingId > 0);
  const landing = useQuery({
    ...landingQuery(landingId ?? 0),
    enabled: landingId !== null && valid,
    meta: { silent: true },
    retry: false,
  });
  if (!valid || (landingId !== null && landing.isError))
    return (
      <PageState
        icon={<IconRocket size={36} />}
        title={t('media.landingsAdmin.notFoundTitle')}
        text={
          landing.isError && !(isApiError(landing.error) && landing.error.status === 404)
            ? errorMessageOf(landing.error)
            : t('media.landingsAdmin.notFoundText')
        }
        action={{ to: '/lancamentos', label: t('media.landingsAdmin.back') }}
      />
    );
  if (landingId !== null && landing.isPending)
    return (
      <Group justify="center" py="xl">
        <Loader aria-label={t('app.loading')} />
      </Group>
    );
  return <LandingForm landing={landing.data} />;
}

function LandingForm({ landing }: { landing?: Landing }) {
  const { t } = useTranslation('landings');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ability = useAbility<AppAbility>();
  const canSave = ability.can(landing ? 'update' : 'create', 'Lançamentos');
  const courses = useQuery(landingCoursesQuery);
  const form = useForm<LandingFormValues>({ defaultValues: toValues(landing) });
  const { reset } = form;
  useEffect(() => {
    if (landing) reset(toValues(landing));
  }, [landing, reset]);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const { errors, isSubmitting } = form.formState;
  const kind = useWatch({ control: form.control, name: 'kind' });
  const slug = useWatch({ control: form.control, name: 'slug' });

  const save = form.handleSubmit(async (values) => {
    const input = toInput(values);
    const parsed = landingInputSchema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]) as (typeof FIELDS)[number];
        if ((FIELDS as readonly string[]).includes(field))
          form.setError(field, { message: issue.message });
      }
      return;
    }
    try {
      const saved = landing
        ? await landingAdminApi.update(landing.id, input)
        : await landingAdminApi.create(input);
      queryClient.setQueryData(landingQuery(saved.id).queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: ['list-landing-pages'] });
      await queryClient.invalidateQueries({ queryKey: ['public-landing'] });
      notifications.show({
        color: 'teal',
        message: landing ? t('media.landingsAdmin.saved') : t('media.landingsAdmin.created'),
      });
      if (!landing) await navigate(`/lancamentos/${saved.id}`, { replace: true });
    } catch (error) {
      const message = applyServerErrors(error, FIELDS, form.setError);
      if (message) notifications.show({ color: 'red', message });
    }
  });

  const remove = async () => {
    if (!landing) return;
    setDeleting(true);
    try {
      await landingAdminApi.remove(landing.id);
      await queryClient.invalidateQueries({ queryKey: ['list-landing-pages'] });
      notifications.show({ color: 'teal', message: t('media.landingsAdmin.deleted') });
      await navigate('/lancamentos');
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessageOf(error) });
    } finally {
      setDeleting(false);
      setConfirmDelete(false);
    }
  };

  return (
    <Stack gap="lg" maw={1040}>
      <FormPageHeader
        backTo="/lancamentos"
        backLabel={t('media.landingsAdmin.back')}
        fitBackLink
        align="end"
        title={landing ? landing.title : t('media.landingsAdmin.new')}
        titleAside={
          landing ? (
            <PublishedBadge
              published={landing.active}
              publishedLabel={t('media.landingsAdmin.active')}
              draftLabel={t('media.landingsAdmin.inactive')}
            />
          ) : null
        }
        actions={
          landing && (
            <Group gap="xs">
              {landing.active && (
                <Button
                  variant="default"
                  component={Link}
                  to={landingPath(landing.kind, landing.slug)}
                  target="_blank"
                  rightSection={<IconExternalLink size={16} aria-hidden />}
                >
                  {t('media.landingsAdmin.viewPublic')}
                </Button>
              )}
              {ability.can('delete', 'Lançamentos') && (
                <DeleteButton
                  label={t('media.landingsAdmin.delete')}
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
        onSubmit={(event) => void save(event)}
        noValidate
        aria-label={t('media.landingsAdmin.formLabel')}
      >
        <Grid>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Controller
              control={form.control}
              name="kind"
              render={({ field }) => (
                <Stack gap={4}>
                  <Text size="sm" fw={500} id="landing-kind-label">
                    {t('media.landingsAdmin.kind')}
                  </Text>
                  <SegmentedControl
                    fullWidth
                    aria-labelledby="landing-kind-label"
                    value={field.value}
                    onChange={(value) => field.onChange(value)}
                    data={[
                      { value: 'launch', label: t('media.landingsAdmin.kinds.launch') },
                      { value: 'internal', label: t('media.landingsAdmin.kinds.internal') },
                    ]}
                  />
                </Stack>
              )}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Controller
              control={form.control}
              name="slug"
              render={({ field }) => (
                <TextInput
                  label={t('media.landingsAdmin.slug')}
                  description={t('media.landingsAdmin.slugHint', {
                    path: landingPath(kind, slug || '…'),
                  })}
                  required
                  value={field.value}
                  onBlur={field.onBlur}
                  onChange={(event) => field.onChange(slugInput(event.currentTarget.value))}
                  error={errors.slug?.message}
                />
              )}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <TextInput
              label={t('media.landingsAdmin.titleField')}
              required
              error={errors.title?.message}
              {...form.register('title')}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <TextInput
              label={t('media.landingsAdmin.headline')}
              error={errors.headline?.message}
              {...form.register('headline')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <TextInput
              label={t('media.landingsAdmin.videoUrl')}
              description={t('media.landingsAdmin.videoUrlHint')}
              error={errors.video_url?.message}
              {...form.register('video_url')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Controller
              control={form.control}
              name="course_id"
              render={({ field }) => (
                <Select
                  label={t('media.landingsAdmin.course')}
                  description={t('media.landingsAdmin.courseHint')}
                  placeholder={t('media.landingsAdmin.noCourse')}
                  data={(courses.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
                  clearable
                  searchable
                  value={field.value}
                  onChange={field.onChange}
                  error={errors.course_id?.message}
                />
              )}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
            <TextInput
              label={t('media.landingsAdmin.ctaText')}
              placeholder={t('media.landing.submit')}
              error={errors.cta_text?.message}
              {...form.register('cta_text')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
            <Controller
              control={form.control}
              name="trial_days"
              render={({ field }) => (
                <NumberInput
                  label={t('media.landingsAdmin.trialField')}
                  description={t('media.landingsAdmin.trialHint')}
                  min={0}
                  max={90}
                  clampBehavior="strict"
                  allowDecimal={false}
                  value={field.value}
                  onChange={(value) => field.onChange(Number(value) || 0)}
                  error={errors.trial_days?.message}
                />
              )}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Controller
              control={form.control}
              name="active"
              render={({ field }) => (
                <Switch
                  mt={{ base: 0, md: 'xl' }}
                  label={t('media.landingsAdmin.activeField')}
                  description={t('media.landingsAdmin.activeHint')}
                  checked={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                />
              )}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <Textarea
              label={t('media.landingsAdmin.body')}
              description={t('media.landingsAdmin.bodyHint')}
              autosize
              minRows={5}
              error={errors.body_html?.message}
              {...form.register('body_html')}
            />
          </Grid.Col>
          {canSave && (
            <Grid.Col span={12}>
              <Group justify="flex-end">
                <Button variant="default" component={Link} to="/lancamentos">
                  {t('media.landingsAdmin.cancel')}
                </Button>
                <Button type="submit" loading={isSubmitting}>
                  {landing ? t('media.landingsAdmin.save') : t('media.landingsAdmin.create')}
                </Button>
              </Group>
            </Grid.Col>
          )}
        </Grid>
      </Card>

      {landing ? (
        <LeadsTable pageId={landing.id} />
      ) : (
        <Text c="dimmed" size="sm">
          {t('media.landingsAdmin.leadsAfterSave')}
        </Text>
      )}

      <Modal
        opened={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title={t('media.landingsAdmin.delete')}
        centered
      >
        <Stack>
          <Text>
            {t('media.landingsAdmin.deleteConfirm', {
              title: landing?.title ?? '',
              count: landing?.leads_count ?? 0,
            })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmDelete(false)}>
              {t('media.landingsAdmin.cancel')}
            </Button>
            <Button color="red" loading={deleting} onClick={() => void remove()}>
              {t('media.landingsAdmin.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

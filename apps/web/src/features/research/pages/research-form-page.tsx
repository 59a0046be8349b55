import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/SegmentedControl.css';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Grid,
  Group,
  Loader,
  Modal,
  SegmentedControl,
  Stack,
  TagsInput,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import IconArrowLeft from '@tabler/icons-react/dist/esm/icons/IconArrowLeft.mjs';
import IconLock from '@tabler/icons-react/dist/esm/icons/IconLock.mjs';
import IconWorld from '@tabler/icons-react/dist/esm/icons/IconWorld.mjs';
import { RESEARCH_MAX_BYTES, researchInputSchema } from '@app/shared';
import type { ResearchAdmin, ResearchInput } from '@app/shared';
import { useAbility } from '@casl/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { DeleteButton } from '../../../components/staff/form-page.tsx';
import { FormPageHeader, PublishedBadge } from '../../../components/staff/form-page-header.tsx';
import { PageState } from '../../../components/page-state.tsx';
import { ApiError } from '../../../lib/api-client/api-error.ts';
import type { AppAbility } from '../../../lib/session/ability.ts';
import { PdfUploadField } from '../../../components/inputs/pdf-upload-field.tsx';
import { applyServerErrors } from '../../../components/forms/form-errors.ts';
import {
  deleteResearch,
  researchReportQuery,
  saveResearch,
  uploadResearchFile,
} from '../research-api.ts';
import '../i18n/index.ts';

interface FormValues {
  title: string;
  summary: string;
  body_html: string;
  assets: string[];
  status: 'draft' | 'published';
  /** `datetime-local` text in the browser's time (empty: when it is published). */
  published_at: string;
}

const FIELDS = ['title', 'summary', 'body_html', 'assets', 'status', 'published_at'] as const;
type Field = (typeof FIELDS)[number];

function toValues(r: ResearchAdmin | undefined): FormValues {
  return {
    title: r?.title ?? '',
    summary: r?.summary ?? '',
    body_html: r?.body_html ?? '',
    assets: r?.assets ?? [],
    status: r?.status ?? 'draft',
    published_at: r?.published_at ? dayjs(r.published_at).format('YYYY-MM-DDTHH:mm') : '',
  };
}

const blank = (value: string) => (value.trim() === '' ? null : value.trim());

function toInput(v: FormValues): ResearchInput {
  return {
    title: v.title,
    summary: blank(v.summary),
    body_html: blank(v.body_html),
    assets: v.assets,
    status: v.status,
    published_at: v.published_at ? new Date(v.published_at).toISOString() : null,
  };
}

/** Staff `/relatorios-research/cadastro` and `/relatorios-research/:id`: text, PDF, publishing. */
export function ResearchFormPage() {
  const { t } = useTranslation('research');
  const { id } = useParams();
  const reportId = id ? Number(id) : null;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ability = useAbility<AppAbility>();
  const canSave = ability.can(reportId ? 'update' : 'create', 'Research');
  const report = useQuery({
    ...researchReportQuery(reportId ?? 0),
    enabled: reportId !== null && Number.isInteger(reportId) && reportId > 0,
  });
  const form = useForm<FormValues>({ defaultValues: toValues(undefined) });
  const { reset } = form;
  useEffect(() => {
    if (report.data) reset(toValues(report.data));
  }, [report.data, reset]);
  const [pickedPdf, setPickedPdf] = useState<File | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const remember = async (saved: ResearchAdmin) => {
    queryClient.setQueryData(researchReportQuery(saved.id).queryKey, saved);
    await queryClient.invalidateQueries({ queryKey: ['list-research-reports'] });
    await queryClient.invalidateQueries({ queryKey: ['list-research'] });
  };

  const upload = async (file: File, targetId: number) => {
    try {
      await remember(await uploadResearchFile(targetId, file));
      notifications.show({ color: 'teal', message: t('ebooks.pdf.uploaded') });
    } catch (error) {
      throw new Error(error instanceof ApiError ? error.message : t('ebooks.tryAgain'));
    }
  };

  const save = form.handleSubmit(async (values) => {
    const input = toInput(values);
    const parsed = researchInputSchema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]);
        if ((FIELDS as readonly string[]).includes(field))
          form.setError(field as Field, { message: issue.message });
      }
      return;
    }
    try {
      // A new report with a PDF chosen is created as a draft first, then published once the PDF
      // is stored (the API refuses publishing a report with neither text nor PDF).
      const publishAfterUpload = !reportId && pickedPdf !== null && input.status === 'published';
      const first = await saveResearch(
        reportId,
        publishAfterUpload ? { ...input, status: 'draft' } : input,
      );
      let saved = first;
      if (!reportId && pickedPdf) {
        // The report exists now: a failed upload is reported, and staff retry on its page.
        try {
          await upload(pickedPdf, first.id);
          if (publishAfterUpload) saved = await saveResearch(first.id, input);
        } catch (uploadError) {
          notifications.show({ color: 'red', message: (uploadError as Error).message });
        }
      }
      await remember(saved);
      notifications.show({
        color: 'teal',
        message: reportId ? t('research.admin.saved') : t('research.admin.created'),
      });
      if (!reportId) await navigate(`/relatorios-research/${saved.id}`, { replace: true });
    } catch (error) {
      const message =
        error instanceof ApiError
          ? applyServerErrors(error, FIELDS, form.setError)
          : (error as Error).message;
      if (message) notifications.show({ color: 'red', message });
    }
  });

  const remove = async () => {
    if (!reportId) return;
    setDeleting(true);
    try {
      await deleteResearch(reportId);
      await queryClient.invalidateQueries({ queryKey: ['list-research-reports'] });
      notifications.show({ color: 'teal', message: t('research.admin.deleted') });
      await navigate('/relatorios-research');
    } catch (error) {
      notifications.show({
        color: 'red',
        message: error instanceof ApiError ? error.message : String(error),
      });
    } finally {
      setDeleting(false);
    }
  };

  if (reportId !== null && report.isPending && report.fetchStatus !== 'idle')
    return (
      <Group justify="center" py="xl">
        <Loader aria-label={t('app.loading')} />
      </Group>
    );
  if (reportId !== null && !report.data)
    return (
      <PageState
        icon={<IconArrowLeft size={36} />}
        title={t('research.admin.notFound')}
        text={t('research.notFoundText')}
        action={{ to: '/relatorios-research', label: t('research.admin.back') }}
      />
    );

  const current = report.data;
  const err = (name: keyof FormValues) => form.formState.errors[name]?.message;
  return (
    <Stack gap="lg">
      <FormPageHeader
        backTo="/relatorios-research"
        backLabel={t('research.admin.back')}
        align="flex-end"
        title={current ? current.title : t('research.admin.new')}
        actions={
          current && (
            <Group gap="xs">
              <PublishedBadge
                published={current.status === 'published'}
                publishedLabel={t('research.admin.published')}
                draftLabel={t('research.admin.draft')}
              />
              {ability.can('delete', 'Research') && (
                <DeleteButton
                  label={t('research.admin.delete')}
                  onClick={() => setConfirmDelete(true)}
                />
              )}
            </Group>
          )
        }
      />

      {current && (
        <Alert
          variant="light"
          color={current.signatures.length > 0 ? 'yellow' : 'blue'}
          icon={current.signatures.length > 0 ? <IconLock size={18} /> : <IconWorld size={18} />}
          title={t('research.admin.whoReads')}
        >
          {current.signatures.length > 0
            ? t('research.admin.gatedBy', { names: current.signatures.join(', ') })
            : t('research.admin.openToAllLong')}{' '}
          {ability.can('read', 'Qualificacao') && (
            <Anchor component={Link} to="/qualificacao-de-conteudo" size="sm">
              {t('research.admin.editQualification')}
            </Anchor>
          )}
        </Alert>
      )}

      <Card
        withBorder
        radius="lg"
        padding="lg"
        component="form"
        onSubmit={(event) => void save(event)}
        noValidate
        aria-label={t('research.admin.form')}
      >
        <Stack gap="md">
          <Grid>
            <Grid.Col span={12}>
              <TextInput
                label={t('research.admin.titleField')}
                required
                {...form.register('title')}
                error={err('title')}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <Textarea
                label={t('research.admin.summary')}
                description={t('research.admin.summaryHint')}
                autosize
                minRows={2}
                maxLength={600}
                {...form.register('summary')}
                error={err('summary')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Controller
                control={form.control}
                name="assets"
                render={({ field }) => (
                  <TagsInput
                    label={t('research.admin.assets')}
                    description={t('research.admin.assetsHint')}
                    placeholder="PETR4"
                    value={field.value}
                    onChange={(value) => field.onChange(value.map((v) => v.trim().toUpperCase()))}
                    splitChars={[',', ' ', ';']}
                    clearable
                    error={
                      err('assets') ??
                      Object.values(form.formState.errors.assets ?? {}).find(
                        (e): e is { message: string } =>
                          typeof (e as { message?: unknown })?.message === 'string',
                      )?.message
                    }
                  />
                )}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
              <Text size="sm" fw={500} mb={4} id="research-status-label">
                {t('research.admin.status')}
              </Text>
              <Controller
                control={form.control}
                name="status"
                render={({ field }) => (
                  <SegmentedControl
                    aria-labelledby="research-status-label"
                    value={field.value}
                    onChange={field.onChange}
                    data={[
                      { value: 'draft', label: t('research.admin.draft') },
                      { value: 'published', label: t('research.admin.published') },
                    ]}
                  />
                )}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
              <TextInput
                type="datetime-local"
                label={t('research.admin.publishedAt')}
                description={t('research.admin.publishedAtHint')}
                {...form.register('published_at')}
                error={err('published_at')}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <Textarea
                label={t('research.admin.body')}
                description={t('research.admin.bodyHint')}
                autosize
                minRows={8}
                {...form.register('body_html')}
                error={err('body_html')}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <PdfUploadField
                label={t('research.admin.pdf')}
                current={current?.file ?? null}
                maxBytes={RESEARCH_MAX_BYTES}
                disabled={!ability.can('update', 'Research')}
                {...(current
                  ? { onUpload: (file: File) => upload(file, current.id) }
                  : { onPick: setPickedPdf, picked: pickedPdf })}
              />
            </Grid.Col>
          </Grid>
          {canSave && (
            <Group justify="flex-end">
              <Button type="submit" loading={form.formState.isSubmitting}>
                {reportId ? t('research.admin.save') : t('research.admin.create')}
              </Button>
            </Group>
          )}
        </Stack>
      </Card>

      <Modal
        opened={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title={t('research.admin.deleteTitle')}
        centered
      >
        <Stack>
          <Text>{t('research.admin.deleteText', { title: current?.title ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmDelete(false)}>
              {t('research.admin.cancel')}
            </Button>
            <Button color="red" loading={deleting} onClick={() => void remove()}>
              {t('research.admin.confirmDelete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

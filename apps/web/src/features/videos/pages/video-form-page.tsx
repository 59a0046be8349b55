import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Grid.css';
import {
  Button,
  Card,
  Grid,
  Group,
  Loader,
  Modal,
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
import IconMovie from '@tabler/icons-react/dist/esm/icons/IconMovie.mjs';
import {
  parseVideoUrl,
  saoPauloDay,
  saoPauloInstant,
  saoPauloTime,
  videoInputSchema,
} from '@app/shared';
import type { Video, VideoInput } from '@app/shared';
import { useAbility } from '@casl/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { DeleteButton } from '../../../components/staff/form-page.tsx';
import { FormPageHeader } from '../../../components/staff/form-page-header.tsx';
import { PageState } from '../../../components/page-state.tsx';
import { isApiError } from '../../../lib/api-client/api-error.ts';
import { errorMessageOf } from '../../../lib/api-client/query-client.ts';
import type { AppAbility } from '../../../lib/session/ability.ts';
import { applyServerErrors } from '../../../components/forms/form-errors.ts';
import { formatDurationInput, parseDurationInput } from '../../../components/inputs/duration-input.ts';
import { VideoEmbed } from '../../../components/media/video-embed.tsx';
import { videoAdminApi, videoCategoriesQuery, videoQuery } from '../videos-api.ts';
import { VideoStatus } from './videos-admin-page.tsx';

interface VideoFormValues {
  title: string;
  video_url: string;
  thumbnail_url: string;
  category_id: string | null;
  duration_seconds: string;
  status: 'draft' | 'published';
  published_at: string;
  description_html: string;
}

const FIELDS = [
  'title',
  'video_url',
  'thumbnail_url',
  'category_id',
  'duration_seconds',
  'status',
  'published_at',
  'description_html',
] as const;

const blank = (value: string) => (value.trim() === '' ? null : value.trim());

function toValues(video: Video | undefined): VideoFormValues {
  return {
    title: video?.title ?? '',
    video_url: video?.video_url ?? '',
    thumbnail_url: video?.thumbnail_url ?? '',
    category_id: video?.category_id ? String(video.category_id) : null,
    duration_seconds: formatDurationInput(video?.duration_seconds ?? 0),
    status: video?.status ?? 'draft',
    published_at: video?.published_at
      ? `${saoPauloDay(video.published_at)}T${saoPauloTime(video.published_at)}`
      : '',
    description_html: video?.description_html ?? '',
  };
}

function toInput(values: VideoFormValues): VideoInput {
  const [day, time] = values.published_at.split('T');
  return {
    title: values.title,
    video_url: values.video_url.trim(),
    thumbnail_url: blank(values.thumbnail_url),
    category_id: values.category_id ? Number(values.category_id) : null,
    duration_seconds: parseDurationInput(values.duration_seconds),
    status: values.status,
    published_at: day && time ? saoPauloInstant(day, time) : null,
    description_html: blank(values.description_html),
  };
}

/**
 * Staff `/videos/cadastro` and `/videos/editar/:id`. `viewPath` is where people watch a video in
 * this brand (LS Play or Liberta's content page); null where the brand has neither.
 */
export function VideoFormPage({ viewPath }: { viewPath: ((id: number) => string) | null }) {
  const { t } = useTranslation();
  const { id } = useParams();
  const videoId = id ? Number(id) : null;
  const video = useQuery({
    ...videoQuery(videoId ?? 0),
    enabled: videoId !== null && Number.isInteger(videoId) && videoId > 0,
    meta: { silent: true },
    retry: false,
  });
  if (videoId !== null && (video.isError || !Number.isInteger(videoId) || videoId <= 0))
    return (
      <PageState
        icon={<IconMovie size={36} />}
        title={t('media.videosAdmin.notFoundTitle')}
        text={
          video.isError && !(isApiError(video.error) && video.error.status === 404)
            ? errorMessageOf(video.error)
            : t('media.videosAdmin.notFoundText')
        }
        action={{ to: '/videos', label: t('media.videosAdmin.back') }}
      />
    );
  if (videoId !== null && video.isPending)
    return (
      <Group justify="center" py="xl">
        <Loader aria-label={t('app.loading')} />
      </Group>
    );
  return <VideoForm video={video.data} viewPath={viewPath} />;
}

function VideoForm({
  video,
  viewPath,
}: {
  video?: Video;
  viewPath: ((id: number) => string) | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ability = useAbility<AppAbility>();
  const canSave = ability.can(video ? 'update' : 'create', 'Vídeos');
  const categories = useQuery(videoCategoriesQuery);
  const form = useForm<VideoFormValues>({ defaultValues: toValues(video) });
  const { reset } = form;
  useEffect(() => {
    if (video) reset(toValues(video));
  }, [video, reset]);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const { errors, isSubmitting } = form.formState;
  const link = useWatch({ control: form.control, name: 'video_url' });
  const title = useWatch({ control: form.control, name: 'title' });
  const previewable = parseVideoUrl(link) !== null;

  const save = form.handleSubmit(async (values) => {
    const input = toInput(values);
    const parsed = videoInputSchema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]) as (typeof FIELDS)[number];
        if ((FIELDS as readonly string[]).includes(field))
          form.setError(field, {
            message:
              field === 'duration_seconds' ? t('media.videosAdmin.durationInvalid') : issue.message,
          });
      }
      return;
    }
    try {
      const saved = video
        ? await videoAdminApi.update(video.id, input)
        : await videoAdminApi.create(input);
      queryClient.setQueryData(videoQuery(saved.id).queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: ['list-videos'] });
      await queryClient.invalidateQueries({ queryKey: ['ls-play'] });
      notifications.show({
        color: 'teal',
        message: video ? t('media.videosAdmin.saved') : t('media.videosAdmin.created'),
      });
      if (!video) await navigate(`/videos/editar/${saved.id}`, { replace: true });
    } catch (error) {
      const message = applyServerErrors(error, FIELDS, form.setError);
      if (message) notifications.show({ color: 'red', message });
    }
  });

  const remove = async () => {
    if (!video) return;
    setDeleting(true);
    try {
      await videoAdminApi.remove(video.id);
      await queryClient.invalidateQueries({ queryKey: ['list-videos'] });
      await queryClient.invalidateQueries({ queryKey: ['ls-play'] });
      notifications.show({ color: 'teal', message: t('media.videosAdmin.deleted') });
      await navigate('/videos');
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
        backTo="/videos"
        backLabel={t('media.videosAdmin.back')}
        fitBackLink
        align="end"
        title={video ? video.title : t('media.videosAdmin.new')}
        titleAside={video ? <VideoStatus video={video} /> : null}
        actions={
          video && (
            <Group gap="xs">
              {viewPath && video.status === 'published' && (
                <Button
                  variant="default"
                  component={Link}
                  to={viewPath(video.id)}
                  rightSection={<IconExternalLink size={16} aria-hidden />}
                >
                  {t('media.videosAdmin.view')}
                </Button>
              )}
              {ability.can('delete', 'Vídeos') && (
                <DeleteButton
                  label={t('media.videosAdmin.delete')}
                  onClick={() => setConfirmDelete(true)}
                />
              )}
            </Group>
          )
        }
      />

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Card
            withBorder
            radius="lg"
            padding="lg"
            component="form"
            onSubmit={(event) => void save(event)}
            noValidate
            aria-label={t('media.videosAdmin.formLabel')}
          >
            <Grid>
              <Grid.Col span={12}>
                <TextInput
                  label={t('media.videosAdmin.titleField')}
                  required
                  error={errors.title?.message}
                  {...form.register('title')}
                />
              </Grid.Col>
              <Grid.Col span={12}>
                <TextInput
                  label={t('media.videosAdmin.videoUrl')}
                  description={t('media.videosAdmin.videoUrlHint')}
                  placeholder="https://vimeo.com/…"
                  required
                  error={errors.video_url?.message}
                  {...form.register('video_url')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <Controller
                  control={form.control}
                  name="category_id"
                  render={({ field }) => (
                    <Select
                      label={t('media.videosAdmin.category')}
                      placeholder={t('media.videosAdmin.noCategory')}
                      data={(categories.data ?? []).map((c) => ({
                        value: String(c.id),
                        label: c.name,
                      }))}
                      clearable
                      searchable
                      value={field.value}
                      onChange={field.onChange}
                      error={errors.category_id?.message}
                    />
                  )}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput
                  label={t('media.videosAdmin.duration')}
                  description={t('media.videosAdmin.durationHint')}
                  placeholder="12:30"
                  error={errors.duration_seconds?.message}
                  {...form.register('duration_seconds')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <Controller
                  control={form.control}
                  name="status"
                  render={({ field }) => (
                    <Stack gap={4}>
                      <Text size="sm" fw={500} id="video-status-label">
                        {t('media.videosAdmin.status')}
                      </Text>
                      <SegmentedControl
                        fullWidth
                        aria-labelledby="video-status-label"
                        value={field.value}
                        onChange={(value) => field.onChange(value)}
                        data={[
                          { value: 'draft', label: t('media.videosAdmin.draft') },
                          { value: 'published', label: t('media.videosAdmin.published') },
                        ]}
                      />
                    </Stack>
                  )}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput
                  label={t('media.videosAdmin.publishedAt')}
                  description={t('media.videosAdmin.publishedAtHint')}
                  type="datetime-local"
                  error={errors.published_at?.message}
                  {...form.register('published_at')}
                />
              </Grid.Col>
              <Grid.Col span={12}>
                <TextInput
                  label={t('media.videosAdmin.thumbnailUrl')}
                  description={t('media.videosAdmin.thumbnailHint')}
                  type="url"
                  placeholder="https://"
                  error={errors.thumbnail_url?.message}
                  {...form.register('thumbnail_url')}
                />
              </Grid.Col>
              <Grid.Col span={12}>
                <Textarea
                  label={t('media.videosAdmin.description')}
                  description={t('media.videosAdmin.descriptionHint')}
                  autosize
                  minRows={4}
                  error={errors.description_html?.message}
                  {...form.register('description_html')}
                />
              </Grid.Col>
              {canSave && (
                <Grid.Col span={12}>
                  <Group justify="flex-end">
                    <Button variant="default" component={Link} to="/videos">
                      {t('media.videosAdmin.cancel')}
                    </Button>
                    <Button type="submit" loading={isSubmitting}>
                      {video ? t('media.videosAdmin.save') : t('media.videosAdmin.create')}
                    </Button>
                  </Group>
                </Grid.Col>
              )}
            </Grid>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack gap="xs" component="section" aria-labelledby="video-preview-title">
            <Title order={2} size="h4" id="video-preview-title">
              {t('media.videosAdmin.preview')}
            </Title>
            {previewable ? (
              <VideoEmbed url={link} title={title || t('media.videosAdmin.new')} />
            ) : (
              <Text size="sm" c="dimmed">
                {t('media.videosAdmin.previewHint')}
              </Text>
            )}
          </Stack>
        </Grid.Col>
      </Grid>

      <Modal
        opened={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title={t('media.videosAdmin.delete')}
        centered
      >
        <Stack>
          <Text>{t('media.videosAdmin.deleteConfirm', { title: video?.title ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmDelete(false)}>
              {t('media.videosAdmin.cancel')}
            </Button>
            <Button color="red" loading={deleting} onClick={() => void remove()}>
              {t('media.videosAdmin.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

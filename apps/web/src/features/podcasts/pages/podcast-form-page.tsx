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
import IconMicrophone from '@tabler/icons-react/dist/esm/icons/IconMicrophone.mjs';
import { podcastInputSchema, saoPauloDay, saoPauloInstant, saoPauloTime } from '@app/shared';
import type { Podcast, PodcastInput } from '@app/shared';
import { useAbility } from '@casl/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { DeleteButton } from '../../../components/staff/form-page.tsx';
import { FormPageHeader } from '../../../components/staff/form-page-header.tsx';
import { PageState } from '../../../components/page-state.tsx';
import { isApiError } from '../../../lib/api-client/api-error.ts';
import { errorMessageOf } from '../../../lib/api-client/query-client.ts';
import type { AppAbility } from '../../../lib/session/ability.ts';
import { applyServerErrors } from '../../../components/forms/form-errors.ts';
import { PodcastMedia } from '../components/podcast-media.tsx';
import { StaffOnly } from '../../../components/staff/staff-only.tsx';
import { formatDurationInput, parseDurationInput } from '../../../components/inputs/duration-input.ts';
import { EpisodeState } from './podcasts-page.tsx';
import { deletePodcast, podcastQuery, savePodcast } from '../podcasts-api.ts';

interface PodcastFormValues {
  title: string;
  audio_url: string;
  video_url: string;
  /** `31:12`, `1:02:05` or minutes. */
  duration_seconds: string;
  cover_url: string;
  description_html: string;
  status: 'draft' | 'published';
  /** `YYYY-MM-DDTHH:mm` in São Paulo (a datetime-local field); empty: when published. */
  published_at: string;
}

const FIELDS = [
  'title',
  'audio_url',
  'video_url',
  'duration_seconds',
  'cover_url',
  'description_html',
  'status',
  'published_at',
] as const;

const blank = (value: string) => (value.trim() === '' ? null : value.trim());

function toValues(podcast: Podcast | undefined): PodcastFormValues {
  return {
    title: podcast?.title ?? '',
    audio_url: podcast?.audio_url ?? '',
    video_url: podcast?.video_url ?? '',
    duration_seconds: formatDurationInput(podcast?.duration_seconds ?? 0),
    cover_url: podcast?.cover_url ?? '',
    description_html: podcast?.description_html ?? '',
    status: podcast?.status ?? 'draft',
    published_at: podcast?.published_at
      ? `${saoPauloDay(podcast.published_at)}T${saoPauloTime(podcast.published_at)}`
      : '',
  };
}

function toInput(values: PodcastFormValues): PodcastInput {
  const [day, time] = values.published_at.split('T');
  return {
    title: values.title,
    audio_url: blank(values.audio_url),
    video_url: blank(values.video_url),
    duration_seconds: parseDurationInput(values.duration_seconds),
    cover_url: blank(values.cover_url),
    description_html: blank(values.description_html),
    status: values.status,
    published_at: day && time ? saoPauloInstant(day, time) : null,
  };
}

/** Staff `/podcasts/cadastro` and `/podcasts/:id`: the episode's form. */
export function PodcastFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const podcastId = id ? Number(id) : null;
  const ability = useAbility<AppAbility>();
  const podcast = useQuery({
    ...podcastQuery(podcastId ?? 0),
    enabled: podcastId !== null && Number.isInteger(podcastId),
  });
  return (
    <StaffOnly
      allowed={ability.can(podcastId === null ? 'create' : 'update', 'Podcasts')}
      back={{ to: '/podcasts', label: t('podcasts.backToList') }}
    >
      {podcastId !== null && podcast.isError ? (
        <PageState
          icon={<IconMicrophone size={36} />}
          title={t('podcasts.notFound')}
          text={
            isApiError(podcast.error) && podcast.error.status === 404
              ? t('podcasts.notFoundText')
              : errorMessageOf(podcast.error)
          }
          action={{ to: '/podcasts', label: t('podcasts.backToList') }}
        />
      ) : podcastId !== null && podcast.isPending ? (
        <Group justify="center" py="xl">
          <Loader aria-label={t('app.loading')} />
        </Group>
      ) : (
        <PodcastForm podcast={podcast.data} />
      )}
    </StaffOnly>
  );
}

function PodcastForm({ podcast }: { podcast?: Podcast }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ability = useAbility<AppAbility>();
  const form = useForm<PodcastFormValues>({ defaultValues: toValues(podcast) });
  const { reset } = form;
  useEffect(() => {
    if (podcast) reset(toValues(podcast));
  }, [podcast, reset]);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const { errors, isSubmitting } = form.formState;

  const save = form.handleSubmit(async (values) => {
    const input = toInput(values);
    const parsed = podcastInputSchema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]) as (typeof FIELDS)[number];
        if ((FIELDS as readonly string[]).includes(field))
          form.setError(field, {
            message: field === 'duration_seconds' ? t('podcasts.durationInvalid') : issue.message,
          });
      }
      return;
    }
    try {
      const saved = await savePodcast(podcast?.id ?? null, input);
      queryClient.setQueryData(podcastQuery(saved.id).queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: ['list-podcasts'] });
      notifications.show({
        color: 'teal',
        message: podcast ? t('podcasts.saved') : t('podcasts.created'),
      });
      if (!podcast) await navigate(`/podcasts/${saved.id}`, { replace: true });
    } catch (error) {
      const message = applyServerErrors(error, FIELDS, form.setError);
      if (message) notifications.show({ color: 'red', message });
    }
  });

  const remove = async () => {
    if (!podcast) return;
    setDeleting(true);
    try {
      await deletePodcast(podcast.id);
      await queryClient.invalidateQueries({ queryKey: ['list-podcasts'] });
      notifications.show({ color: 'teal', message: t('podcasts.deleted') });
      await navigate('/podcasts');
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessageOf(error) });
    } finally {
      setDeleting(false);
      setConfirmDelete(false);
    }
  };

  return (
    <Stack gap="lg" maw={960}>
      <FormPageHeader
        backTo="/podcasts"
        backLabel={t('podcasts.backToList')}
        fitBackLink
        align="end"
        title={podcast ? podcast.title : t('podcasts.newEpisode')}
        titleAside={podcast ? <EpisodeState podcast={podcast} /> : null}
        actions={
          podcast &&
          ability.can('delete', 'Podcasts') && (
            <DeleteButton label={t('podcasts.delete')} onClick={() => setConfirmDelete(true)} />
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
        aria-label={t('podcasts.formLabel')}
      >
        <Grid>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <TextInput
              label={t('podcasts.titleField')}
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
                  <Input.Label id="podcast-status-label" component="span">
                    {t('podcasts.status')}
                  </Input.Label>
                  <SegmentedControl
                    fullWidth
                    aria-labelledby="podcast-status-label"
                    value={field.value}
                    onChange={(value) => field.onChange(value)}
                    data={[
                      { value: 'draft', label: t('podcasts.draft') },
                      { value: 'published', label: t('podcasts.published') },
                    ]}
                  />
                </Stack>
              )}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <TextInput
              label={t('podcasts.audioUrl')}
              description={t('podcasts.audioUrlHint')}
              type="url"
              placeholder="https://"
              error={errors.audio_url?.message}
              {...form.register('audio_url')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <TextInput
              label={t('podcasts.videoUrl')}
              description={t('podcasts.videoUrlHint')}
              error={errors.video_url?.message}
              {...form.register('video_url')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
            <TextInput
              label={t('podcasts.duration')}
              description={t('podcasts.durationHint')}
              placeholder="31:12"
              error={errors.duration_seconds?.message}
              {...form.register('duration_seconds')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
            <TextInput
              label={t('podcasts.publishedAt')}
              description={t('podcasts.publishedAtHint')}
              type="datetime-local"
              error={errors.published_at?.message}
              {...form.register('published_at')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <TextInput
              label={t('podcasts.coverUrl')}
              type="url"
              placeholder="https://"
              error={errors.cover_url?.message}
              {...form.register('cover_url')}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <Textarea
              label={t('podcasts.description')}
              description={t('podcasts.descriptionHint')}
              autosize
              minRows={3}
              error={errors.description_html?.message}
              {...form.register('description_html')}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <Group justify="flex-end">
              <Button variant="default" component={Link} to="/podcasts">
                {t('podcasts.cancel')}
              </Button>
              <Button type="submit" loading={isSubmitting}>
                {podcast ? t('podcasts.save') : t('podcasts.create')}
              </Button>
            </Group>
          </Grid.Col>
        </Grid>
      </Card>

      {podcast && (podcast.audio_url || podcast.video_url) && (
        <Card withBorder radius="lg" padding="lg">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('podcasts.preview')}
            </Title>
            <PodcastMedia podcast={podcast} embedVideo />
          </Stack>
        </Card>
      )}

      <Modal
        opened={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title={t('podcasts.delete')}
        centered
      >
        <Stack>
          <Text>{t('podcasts.deleteConfirm', { title: podcast?.title ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmDelete(false)}>
              {t('podcasts.cancel')}
            </Button>
            <Button color="red" loading={deleting} onClick={() => void remove()} data-autofocus>
              {t('podcasts.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

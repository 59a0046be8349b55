import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/SimpleGrid.css';
import {
  Badge,
  Button,
  Card,
  Grid,
  Group,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import IconDeviceTv from '@tabler/icons-react/dist/esm/icons/IconDeviceTv.mjs';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import { programInputSchema } from '@app/shared';
import type { ProgramDetail, ProgramInput } from '@app/shared';
import { useAbility } from '@casl/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PageState } from '../../../../components/page-state.tsx';
import { isApiError } from '../../../../lib/api-client/api-error.ts';
import { errorMessageOf } from '../../../../lib/api-client/query-client.ts';
import type { AppAbility } from '../../../../lib/session/ability.ts';
import { DeleteButton } from '../../../../components/staff/form-page.tsx';
import { FormPageHeader } from '../../../../components/staff/form-page-header.tsx';
import { applyServerErrors } from '../../../../components/forms/form-errors.ts';
import { BroadcastCard } from '../components/broadcast-card.tsx';
import { categoriesSelectQuery, programApi, programQuery } from '../live-admin-api.ts';
import { ProgramCover } from './programs-page.tsx';
import '../i18n/index.ts';
import { ControlledSelect } from '../../../../components/forms/controlled-select.tsx';

interface Values {
  name: string;
  slug: string;
  description_html: string;
  cover_url: string;
  category_id: string | null;
  sort_order: string;
  active: boolean;
}

const FIELDS = [
  'name',
  'slug',
  'description_html',
  'cover_url',
  'category_id',
  'sort_order',
  'active',
] as const;

const blank = (value: string) => (value.trim() === '' ? null : value.trim());

function toValues(program: ProgramDetail | undefined): Values {
  return {
    name: program?.name ?? '',
    slug: program?.slug ?? '',
    description_html: program?.description_html ?? '',
    cover_url: program?.cover_url ?? '',
    category_id: program?.category_id ? String(program.category_id) : null,
    sort_order: String(program?.sort_order ?? 0),
    active: program?.active ?? true,
  };
}

function toInput(values: Values): ProgramInput {
  return {
    name: values.name,
    slug: blank(values.slug),
    description_html: blank(values.description_html),
    cover_url: blank(values.cover_url),
    category_id: values.category_id ? Number(values.category_id) : null,
    sort_order: values.sort_order === '' ? 0 : Number(values.sort_order),
    active: values.active,
  };
}

/** Staff `/playlist/cadastro` and `/playlist/:programId`: the programme, its form and broadcasts. */
export function ProgramFormPage() {
  const { t } = useTranslation('liveAdmin');
  const { programId } = useParams();
  const id = programId ? Number(programId) : null;
  const valid = id === null || (Number.isInteger(id) && id > 0);
  const program = useQuery({ ...programQuery(id ?? 0), enabled: id !== null && valid });
  if (!valid || (id !== null && program.isError))
    return (
      <PageState
        icon={<IconDeviceTv size={36} />}
        title={t('programs.notFoundTitle')}
        text={
          program.isError && !(isApiError(program.error) && program.error.status === 404)
            ? errorMessageOf(program.error)
            : t('programs.notFoundText')
        }
        action={{ to: '/playlist', label: t('programs.back') }}
      />
    );
  if (id !== null && program.isPending)
    return (
      <Group justify="center" py="xl">
        <Loader aria-label={t('common.loading')} />
      </Group>
    );
  return <ProgramForm key={program.data?.id ?? 'new'} program={program.data} />;
}

function ProgramForm({ program }: { program?: ProgramDetail }) {
  const { t } = useTranslation('liveAdmin');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ability = useAbility<AppAbility>();
  const canSave = ability.can(program ? 'update' : 'create', 'Playlist');
  const categories = useQuery(categoriesSelectQuery);
  const form = useForm<Values>({ defaultValues: toValues(program) });
  const { errors, isSubmitting } = form.formState;
  const cover = useWatch({ control: form.control, name: 'cover_url' });
  const name = useWatch({ control: form.control, name: 'name' });
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const save = form.handleSubmit(async (values) => {
    const input = toInput(values);
    const parsed = programInputSchema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]) as (typeof FIELDS)[number];
        if ((FIELDS as readonly string[]).includes(field))
          form.setError(field, { message: issue.message });
      }
      return;
    }
    try {
      const saved = program
        ? await programApi.update(program.id, input)
        : await programApi.create(input);
      await Promise.all(
        ['list-playlists', 'find-playlist', 'select'].map((key) =>
          queryClient.invalidateQueries({ queryKey: [key] }),
        ),
      );
      notifications.show({
        color: 'teal',
        message: program ? t('programs.saved') : t('programs.created'),
      });
      if (!program) await navigate(`/playlist/${saved.id}`, { replace: true });
      else form.reset(values);
    } catch (error) {
      const message = applyServerErrors(error, FIELDS, form.setError);
      if (message) notifications.show({ color: 'red', message });
    }
  });

  const remove = async () => {
    if (!program) return;
    setDeleting(true);
    try {
      await programApi.remove(program.id);
      await Promise.all(
        ['list-playlists', 'select'].map((key) =>
          queryClient.invalidateQueries({ queryKey: [key] }),
        ),
      );
      notifications.show({ color: 'teal', message: t('programs.deleted') });
      await navigate('/playlist');
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessageOf(error) });
    } finally {
      setDeleting(false);
      setConfirmDelete(false);
    }
  };

  return (
    <Stack gap="lg" maw={1180}>
      <FormPageHeader
        backTo="/playlist"
        backLabel={t('programs.back')}
        fitBackLink
        align="end"
        title={program ? program.name : t('programs.new')}
        titleAside={
          program ? (
            <Badge color={program.active ? 'teal' : 'gray'} variant="light">
              {program.active ? t('programs.active') : t('programs.inactive')}
            </Badge>
          ) : undefined
        }
        actions={
          program &&
          ability.can('delete', 'Playlist') && (
            <DeleteButton label={t('programs.delete')} onClick={() => setConfirmDelete(true)} />
          )
        }
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: program ? 6 : 8 }}>
          <Card
            withBorder
            radius="lg"
            padding="lg"
            component="form"
            noValidate
            onSubmit={(event) => void save(event)}
            aria-label={t('programs.formLabel')}
          >
            <Grid>
              <Grid.Col span={12}>
                <TextInput
                  label={t('programs.name')}
                  required
                  error={errors.name?.message}
                  {...form.register('name')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 8 }}>
                <TextInput
                  label={t('programs.slug')}
                  description={t('programs.slugHint')}
                  error={errors.slug?.message}
                  {...form.register('slug')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <TextInput
                  type="number"
                  min={0}
                  label={t('programs.sortOrder')}
                  description={'\u00a0'}
                  error={errors.sort_order?.message}
                  {...form.register('sort_order')}
                />
              </Grid.Col>
              <Grid.Col span={12}>
                <ControlledSelect
                  control={form.control}
                  name="category_id"
                  label={t('programs.category')}
                  placeholder={t('programs.noCategory')}
                  data={(categories.data ?? []).map((c) => ({
                    value: String(c.id),
                    label: c.name,
                  }))}
                  clearable
                  searchable
                  error={errors.category_id?.message}
                />
              </Grid.Col>
              <Grid.Col span={12}>
                <TextInput
                  type="url"
                  label={t('programs.coverUrl')}
                  placeholder="https://"
                  error={errors.cover_url?.message}
                  {...form.register('cover_url')}
                />
              </Grid.Col>
              <Grid.Col span={12}>
                <Textarea
                  label={t('programs.description')}
                  description={t('form.descriptionHint')}
                  autosize
                  minRows={3}
                  error={errors.description_html?.message}
                  {...form.register('description_html')}
                />
              </Grid.Col>
              <Grid.Col span={12}>
                <Controller
                  control={form.control}
                  name="active"
                  render={({ field }) => (
                    <Switch
                      label={t('programs.activeField')}
                      description={t('programs.activeHint')}
                      checked={field.value}
                      onChange={(event) => field.onChange(event.currentTarget.checked)}
                    />
                  )}
                />
              </Grid.Col>
              {canSave && (
                <Grid.Col span={12}>
                  <Group justify="flex-end">
                    <Button variant="default" component={Link} to="/playlist">
                      {t('programs.cancel')}
                    </Button>
                    <Button type="submit" loading={isSubmitting}>
                      {program ? t('programs.save') : t('programs.create')}
                    </Button>
                  </Group>
                </Grid.Col>
              )}
            </Grid>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: program ? 6 : 4 }}>
          {program ? (
            <Stack gap="sm" component="section" aria-labelledby="program-broadcasts">
              <Group justify="space-between">
                <Title order={2} size="h4" id="program-broadcasts">
                  {t('programs.broadcastsTitle')}
                </Title>
                {ability.can('create', 'Transmissões') && (
                  <Button
                    size="xs"
                    variant="light"
                    component={Link}
                    to="/transmissoes/cadastro"
                    leftSection={<IconPlus size={14} aria-hidden />}
                  >
                    {t('programs.newBroadcast')}
                  </Button>
                )}
              </Group>
              {program.broadcasts.length === 0 ? (
                <Card withBorder radius="lg" padding="lg">
                  <Text c="dimmed" size="sm" ta="center">
                    {t('programs.noBroadcasts')}
                  </Text>
                </Card>
              ) : (
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  {program.broadcasts.map((card) => (
                    <BroadcastCard
                      key={card.id}
                      card={card}
                      to={
                        card.status === 'scheduled' && ability.can('update', 'Transmissões')
                          ? `/transmissoes/editar/${card.id}`
                          : `/transmissoes/show/${card.id}`
                      }
                    />
                  ))}
                </SimpleGrid>
              )}
            </Stack>
          ) : (
            <Card withBorder radius="lg" padding={0}>
              <ProgramCover
                program={{ name, cover_url: /^https?:\/\//.test(cover) ? cover : null }}
              />
              <Text p="md" fw={700}>
                {name || t('programs.new')}
              </Text>
            </Card>
          )}
        </Grid.Col>
      </Grid>
      <Modal
        opened={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title={t('programs.deleteTitle')}
        centered
      >
        <Stack>
          <Text>{t('programs.deleteText', { title: program?.name ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmDelete(false)}>
              {t('programs.cancel')}
            </Button>
            <Button color="red" loading={deleting} onClick={() => void remove()}>
              {t('programs.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Table.css';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Modal,
  Stack,
  Table,
  Text,
  TextInput,
  Textarea,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import IconPencil from '@tabler/icons-react/dist/esm/icons/IconPencil.mjs';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import IconTrash from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
import { categoryInputSchema } from '@app/shared';
import type { Category, CategoryInput } from '@app/shared';
import { useAbility } from '@casl/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { AppAbility } from '../../../../lib/session/ability.ts';
import { useConfirmDelete } from '../../../../components/staff/confirm-delete.tsx';
import { ListFrame } from '../../../../components/staff/list-frame.tsx';
import { usePagedList } from '../../../../components/staff/paged-list.tsx';
import { applyServerErrors } from '../../../../components/forms/form-errors.ts';
import { PER_PAGE, categoriesQuery, categoryApi, categoryQuery } from '../live-admin-api.ts';
import '../i18n/index.ts';

interface Values {
  name: string;
  slug: string;
  description: string;
}
const FIELDS = ['name', 'slug', 'description'] as const;
const blank = (value: string) => (value.trim() === '' ? null : value.trim());

/** Create or edit a category in a modal. */
function CategoryModal({
  opened,
  category,
  onClose,
}: {
  opened: boolean;
  category: Category | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('liveAdmin');
  const queryClient = useQueryClient();
  const form = useForm<Values>();
  const { reset } = form;
  useEffect(() => {
    if (opened)
      reset({
        name: category?.name ?? '',
        slug: category?.slug ?? '',
        description: category?.description ?? '',
      });
  }, [opened, category, reset]);
  const { errors, isSubmitting } = form.formState;

  const save = form.handleSubmit(async (values) => {
    const input: CategoryInput = {
      name: values.name,
      slug: blank(values.slug),
      description: blank(values.description),
    };
    const parsed = categoryInputSchema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]) as (typeof FIELDS)[number];
        if ((FIELDS as readonly string[]).includes(field))
          form.setError(field, { message: issue.message });
      }
      return;
    }
    try {
      if (category) await categoryApi.update(category.id, input);
      else await categoryApi.create(input);
      await Promise.all(
        ['list-categories', 'select'].map((key) =>
          queryClient.invalidateQueries({ queryKey: [key] }),
        ),
      );
      notifications.show({
        color: 'teal',
        message: category ? t('categories.saved') : t('categories.created'),
      });
      onClose();
    } catch (error) {
      const message = applyServerErrors(error, FIELDS, form.setError);
      if (message) notifications.show({ color: 'red', message });
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={category ? t('categories.editTitle') : t('categories.new')}
      centered
    >
      <form noValidate onSubmit={(event) => void save(event)}>
        <Stack>
          <TextInput
            label={t('categories.name')}
            required
            data-autofocus
            error={errors.name?.message}
            {...form.register('name')}
          />
          <TextInput
            label={t('categories.slug')}
            description={t('categories.slugHint')}
            error={errors.slug?.message}
            {...form.register('slug')}
          />
          <Textarea
            label={t('categories.description')}
            autosize
            minRows={2}
            error={errors.description?.message}
            {...form.register('description')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('categories.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {category ? t('categories.save') : t('categories.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * Staff `/categorias`: the categories with how much uses each; create and edit in a modal. Where
 * the brand also has `/categorias/cadastro` and `/categorias/:id` (`open`), they open the modal
 * over the list.
 */
export function CategoriesPage({ open }: { open?: 'create' | 'edit' }) {
  const { t } = useTranslation('liveAdmin');
  const ability = useAbility<AppAbility>();
  const navigate = useNavigate();
  const { id } = useParams();
  const list = usePagedList();
  const categories = useQuery(categoriesQuery({ page: list.page, search: list.debounced }));
  const [editing, setEditing] = useState<{ category: Category | null } | null>(
    open === 'create' ? { category: null } : null,
  );
  const routeId = open === 'edit' ? Number(id) : 0;
  const routeCategory = useQuery({
    ...categoryQuery(routeId),
    enabled: Number.isInteger(routeId) && routeId > 0,
  });
  useEffect(() => {
    if (routeCategory.data) setEditing({ category: routeCategory.data });
  }, [routeCategory.data]);
  const close = () => {
    setEditing(null);
    if (open) void navigate('/categorias', { replace: true });
  };
  const deletion = useConfirmDelete<Category & { title: string }>({
    prefix: 'liveAdmin:categories',
    queryKey: 'list-categories',
    remove: categoryApi.remove,
  });
  const total = categories.data?.meta.total ?? 0;
  const canEdit = ability.can('update', 'Categorias');
  const canDelete = ability.can('delete', 'Categorias');

  return (
    <>
      <ListFrame
        title={t('categories.title')}
        search={list.search}
        onSearch={list.onSearch}
        searchPlaceholder={t('categories.searchPlaceholder')}
        actions={
          ability.can('create', 'Categorias') && (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setEditing({ category: null })}
            >
              {t('categories.new')}
            </Button>
          )
        }
        loading={categories.isPending}
        error={categories.isError}
        empty={(categories.data?.data.length ?? 0) === 0}
        total={total}
        page={list.page}
        pages={Math.max(1, Math.ceil(total / PER_PAGE))}
        onPage={list.setPage}
      >
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('categories.name')}</Table.Th>
                <Table.Th>{t('categories.description')}</Table.Th>
                <Table.Th>{t('categories.usage')}</Table.Th>
                <Table.Th ta="right">{t('categories.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {categories.data?.data.map((category) => (
                <Table.Tr key={category.id} data-testid="category-row">
                  <Table.Td>
                    <Text fw={600}>{category.name}</Text>
                    <Text size="xs" c="dimmed">
                      /{category.slug}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" lineClamp={2} maw={420}>
                      {category.description ?? '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {category.usage_count > 0 ? (
                      <Badge variant="light">
                        {t('categories.usageCount', { count: category.usage_count })}
                      </Badge>
                    ) : (
                      <Badge variant="light" color="gray">
                        {t('categories.unused')}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      {canEdit && (
                        <Tooltip label={t('categories.edit', { title: category.name })}>
                          <ActionIcon
                            variant="subtle"
                            aria-label={t('categories.edit', { title: category.name })}
                            onClick={() => setEditing({ category })}
                          >
                            <IconPencil size={18} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                      )}
                      {canDelete && (
                        <Tooltip label={t('categories.delete', { title: category.name })}>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={t('categories.delete', { title: category.name })}
                            onClick={() => deletion.ask({ ...category, title: category.name })}
                          >
                            <IconTrash size={18} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </ListFrame>
      <CategoryModal
        opened={editing !== null}
        category={editing?.category ?? null}
        onClose={close}
      />
      {deletion.modal}
    </>
  );
}

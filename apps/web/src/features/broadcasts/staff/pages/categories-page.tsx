import { SlugField } from '../../../../components/forms/form-fields.tsx';
import '@mantine/core/styles/Table.css';
import { Badge, Stack, Table, Text } from '@mantine/core';
import { categoryForm } from '@app/shared';
import type { Category } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../../i18n/react.tsx';
import { useNavigate, useParams } from 'react-router';
import { RecordFormModal } from '../../../../components/staff/record-form-modal.tsx';
import type { ModalEditing } from '../../../../components/staff/record-form-modal.tsx';
import { RowActions } from '../../../../components/staff/row-actions.tsx';
import { useStaffList } from '../../../../components/staff/use-staff-list.ts';
import { PagedList } from '../../../../components/staff/paged-list.tsx';
import {
  FormActions,
  FormElement,
  StaffFormFrame,
} from '../../../../components/staff/staff-form-frame.tsx';
import { useStaffForm } from '../../../../components/staff/use-staff-form.tsx';
import { PER_PAGE, categoriesQuery, categoryRecords } from '../live-admin-api.ts';
import '../i18n/index.ts';

/** Creates or edits a category (the modal's content: it starts afresh each time it opens). */
function CategoryForm({ category, onClose }: { category: Category | null; onClose: () => void }) {
  const staff = useStaffForm({
    form: categoryForm,
    record: category,
    id: category?.id ?? null,
    // No `records`: the modal loads nothing and deletes nothing (the list does).
    save: categoryRecords.save,
    lists: categoryRecords.lists,
    onDone: onClose,
    subject: 'Categorias',
    texts: 'liveAdmin:categories',
  });
  const { TextField, TextAreaField } = staff.fields;
  return (
    <StaffFormFrame staff={staff}>
      <FormElement>
        <Stack>
          <TextField name="name" data-autofocus />
          <SlugField />
          <TextAreaField name="description" minRows={2} />
          <FormActions onCancel={onClose} />
        </Stack>
      </FormElement>
    </StaffFormFrame>
  );
}

/**
 * Staff `/categorias`: the categories with how much uses each; create and edit in a modal. Where
 * the brand also has `/categorias/cadastro` and `/categorias/:id` (`open`), they open the modal
 * over the list.
 */
export function CategoriesPage({ open }: { open?: 'create' | 'edit' }) {
  const { t } = useTranslation('liveAdmin');
  const navigate = useNavigate();
  const { id } = useParams();
  const { list, deletion, canCreate, canEdit, canDelete } = useStaffList<
    Category & { title: string }
  >({
    resource: 'Categorias',
    deletion: {
      prefix: 'liveAdmin:categories',
      queryKey: 'list-categories',
      remove: categoryRecords.remove,
    },
  });
  const categories = useQuery(categoriesQuery({ page: list.page, search: list.debounced }));
  const [editing, setEditing] = useState<ModalEditing<Category>>(
    open === 'create' ? { record: null } : null,
  );
  const routeId = open === 'edit' ? Number(id) : 0;
  const routeCategory = useQuery({
    ...categoryRecords.load(routeId),
    enabled: Number.isInteger(routeId) && routeId > 0,
  });
  useEffect(() => {
    if (routeCategory.data) setEditing({ record: routeCategory.data });
  }, [routeCategory.data]);
  const close = () => {
    setEditing(null);
    if (open) void navigate('/categorias', { replace: true });
  };

  return (
    <>
      <PagedList
        list={list}
        query={categories}
        perPage={PER_PAGE}
        words="liveAdmin:categories"
        create={canCreate && { onClick: () => setEditing({ record: null }) }}
        minWidth={640}
      >
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
                <RowActions
                  prefix="liveAdmin:categories"
                  name={category.name}
                  edit={canEdit && (() => setEditing({ record: category }))}
                  onDelete={
                    canDelete && (() => deletion.ask({ ...category, title: category.name }))
                  }
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </PagedList>
      <RecordFormModal editing={editing} words="liveAdmin:categories" onClose={close}>
        {(category) => <CategoryForm category={category} onClose={close} />}
      </RecordFormModal>
      {deletion.modal}
    </>
  );
}

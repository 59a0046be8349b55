import { SlugField } from '../../../../components/forms/form-fields.tsx';
import '@mantine/core/styles/Table.css';
import { Badge, Stack, Table, Text } from '@mantine/core';
import { categoryForm } from '@app/shared';
import type { Category } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../../../i18n/react.tsx';
import { useNavigate, useParams } from 'react-router';
import { RowActions } from '../../../../components/staff/row-actions.tsx';
import { ModalList, useModalList } from '../../../../components/staff/modal-list.tsx';
import {
  FormActions,
  FormElement,
  StaffFormFrame,
} from '../../../../components/staff/staff-form-frame.tsx';
import { useStaffForm } from '../../../../components/staff/use-staff-form.tsx';
import { isRecordId } from '../../../../components/staff/staff-records.ts';
import { categoriesQuery, categoryRecords } from '../live-admin-api.ts';
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
    subject: categoryRecords.subject,
    texts: categoryRecords.texts,
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
  const page = useModalList({
    records: categoryRecords,
    query: categoriesQuery,
    initial: open === 'create' ? { record: null } : null,
    // The modal a route opened goes back to the list's route when it closes.
    onClose: () => open && void navigate('/categorias', { replace: true }),
  });
  const { edit } = page;
  const routeId = open === 'edit' ? Number(id) : 0;
  const routeCategory = useQuery({
    ...categoryRecords.load(routeId),
    enabled: isRecordId(routeId),
  });
  useEffect(() => {
    if (routeCategory.data) edit(routeCategory.data);
  }, [routeCategory.data, edit]);

  return (
    <ModalList
      page={page}
      minWidth={640}
      form={(category) => <CategoryForm category={category} onClose={page.close} />}
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
        {page.rows.data?.data.map((category) => (
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
                edit={page.canEdit && (() => edit(category))}
                onDelete={
                  page.canDelete && (() => page.deletion.ask({ ...category, title: category.name }))
                }
              />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ModalList>
  );
}

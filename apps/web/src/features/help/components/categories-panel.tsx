import { SlugField } from '../../../components/forms/form-fields.tsx';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Table.css';
import { Badge, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { helpCategoryForm, helpSlugOf } from '@app/shared';
import type { HelpCategory } from '@app/shared';
import { useEffect } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { StateSwitch } from '../../../components/staff/state-switch.tsx';
import { ActionsHead, RowActions } from '../../../components/staff/row-actions.tsx';
import { ModalList, useModalList } from '../../../components/staff/modal-list.tsx';
import {
  FormActions,
  FormElement,
  StaffFormFrame,
} from '../../../components/staff/staff-form-frame.tsx';
import { useStaffForm } from '../../../components/staff/use-staff-form.tsx';
import {
  CATEGORIES_PER_PAGE,
  categoriesQuery,
  categoryRecords,
  moveCategory,
  toggleCategory,
} from '../api/help-api.ts';
import { MoveButtons } from './row-controls.tsx';
import '../i18n/index.ts';

/** What a category change touches: the lists, the select of the questions, the public centre. */
const CATEGORY_LISTS = categoryRecords.lists;

/** Creates or edits a category (the modal's content: it starts afresh each time it opens). */
function CategoryForm({
  category,
  nextOrder,
  onClose,
}: {
  category: HelpCategory | null;
  nextOrder: number;
  onClose: () => void;
}) {
  const staff = useStaffForm({
    form: helpCategoryForm,
    record: category,
    id: category?.id ?? null,
    records: categoryRecords,
    onDone: onClose,
    seed: { order: nextOrder },
  });
  const { TextField, OrderField, SwitchField } = staff.fields;
  const { watch, setValue, getFieldState } = staff.form;
  const name = watch('name');
  // A new category's slug follows its name until someone types one.
  useEffect(() => {
    if (staff.mode === 'create' && !getFieldState('slug').isDirty)
      setValue('slug', helpSlugOf(name));
  }, [name, staff.mode, getFieldState, setValue]);
  return (
    <StaffFormFrame staff={staff}>
      <FormElement>
        <Stack>
          <TextField name="name" data-autofocus />
          <SlugField required />
          <OrderField name="order" />
          <SwitchField name="active" hint />
          <FormActions onCancel={onClose} />
        </Stack>
      </FormElement>
    </StaffFormFrame>
  );
}

/**
 * The FAQ's categories tab: in the help centre's order (up and down), active switch, questions
 * per category; create and edit in a modal; delete (only without questions) after a confirmation.
 */
export function CategoriesPanel() {
  const { t } = useTranslation('help');
  const page = useModalList({ records: categoryRecords, query: categoriesQuery });
  const { list, deletion, narrow, canEdit, canDelete } = page;
  const rows = page.rows.data?.data ?? [];
  const whole = list.debounced.trim() === '';
  const pages = Math.max(1, Math.ceil((page.rows.data?.meta.total ?? 0) / CATEGORIES_PER_PAGE));
  const nextOrder = rows.reduce((max, c) => Math.max(max, c.order + 1), 0);

  return (
    <ModalList
      page={page}
      minWidth={narrow ? 0 : 640}
      form={(category) => (
        <CategoryForm category={category} nextOrder={nextOrder} onClose={page.close} />
      )}
    >
      <Table.Thead>
        <Table.Tr>
          {canEdit && (
            <Table.Th w={narrow ? 36 : 72}>
              <VisuallyHidden>{t('help.common.order')}</VisuallyHidden>
            </Table.Th>
          )}
          <Table.Th>{t('help.categories.name')}</Table.Th>
          {!narrow && <Table.Th>{t('help.categories.questions')}</Table.Th>}
          <Table.Th>{t('help.common.status')}</Table.Th>
          <ActionsHead label={t('help.common.actions')} />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((category, index) => (
          <Table.Tr key={category.id} data-testid="faq-category-row">
            {canEdit && (
              <Table.Td>
                <MoveButtons
                  name={category.name}
                  first={whole && index === 0 && list.page === 1}
                  last={whole && index === rows.length - 1 && list.page >= pages}
                  move={(direction) => moveCategory(category.id, direction)}
                  lists={CATEGORY_LISTS}
                  vertical={narrow}
                />
              </Table.Td>
            )}
            <Table.Td>
              <Text fw={600}>{category.name}</Text>
              <Text size="xs" c="dimmed">
                {narrow
                  ? t('help.categories.questionCount', { count: category.question_count })
                  : `/${category.slug}`}
              </Text>
            </Table.Td>
            {!narrow && (
              <Table.Td>
                <Badge variant="light" color={category.question_count > 0 ? 'blue' : 'gray'}>
                  {t('help.categories.questionCount', { count: category.question_count })}
                </Badge>
              </Table.Td>
            )}
            <Table.Td>
              <StateSwitch
                prefix="help:help.common"
                keys={{
                  activated: 'help.categories.activated',
                  deactivated: 'help.categories.deactivated',
                }}
                on={category.active}
                name={category.name}
                canChange={canEdit}
                compact={narrow}
                toggle={() => toggleCategory(category.id)}
                lists={CATEGORY_LISTS}
              />
            </Table.Td>
            <Table.Td>
              <RowActions
                prefix="help:help.common"
                keys={{ delete: 'help.categories.delete' }}
                name={category.name}
                edit={canEdit && (() => page.edit(category))}
                onDelete={canDelete && (() => deletion.ask({ ...category, title: category.name }))}
                vertical={narrow}
              />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ModalList>
  );
}

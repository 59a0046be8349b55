import { Button, Card, Group } from '@mantine/core';
import type { CardProps } from '@mantine/core';
import { createContext, use } from 'react';
import type { ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import type { FieldValues } from 'react-hook-form';
import { Link } from 'react-router';
import { PageState } from '../page-state.tsx';
import { isApiError } from '../../lib/api-client/api-error.ts';
import { errorMessageOf } from '../../lib/api-client/query-client.ts';
import { DeleteButton, FormPageLoader } from './form-page.tsx';
import type { StaffForm } from './use-staff-form.tsx';

/** The staff form a page is drawing (its submit, its words, its delete). */
const StaffFormContext = createContext<StaffForm<FieldValues, { id: number }> | null>(null);

function useStaffFormContext() {
  const staff = use(StaffFormContext);
  if (!staff) throw new Error('Use dentro de <StaffFormFrame>.');
  return staff;
}

/** What a page says when its record does not exist or could not be loaded. */
export interface NotFound {
  icon: ReactNode;
  title: string;
  /** Said for a record that does not exist (another failure says its own message). */
  text: string;
  back: { to: string; label: string };
}

/**
 * A staff form page's frame: the loader while the record loads, the page state when it cannot,
 * else the page, its inputs bound to the form, and the confirmations (delete, leave).
 */
export function StaffFormFrame<V extends FieldValues, R extends { id: number }>({
  staff,
  notFound,
  children,
}: {
  staff: StaffForm<V, R>;
  notFound?: NotFound;
  children: ReactNode;
}) {
  if (staff.status === 'loading') return <FormPageLoader />;
  if (staff.status === 'missing' && notFound)
    return (
      <PageState
        icon={notFound.icon}
        title={notFound.title}
        text={
          staff.error && !(isApiError(staff.error) && staff.error.status === 404)
            ? errorMessageOf(staff.error)
            : notFound.text
        }
        action={notFound.back}
      />
    );
  if (staff.status === 'missing') return null;
  return (
    <StaffFormContext value={staff as unknown as StaffForm<FieldValues, { id: number }>}>
      <FormProvider {...staff.form}>{children}</FormProvider>
      {staff.modals}
    </StaffFormContext>
  );
}

/** The form element in a card: submits through the staff form. */
export function FormCard({
  label,
  children,
  ...card
}: { label?: string; children: ReactNode } & CardProps) {
  const staff = useStaffFormContext();
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      {...card}
      component="form"
      onSubmit={(event) => void staff.submit(event)}
      noValidate
      aria-label={label}
    >
      {children}
    </Card>
  );
}

/** The form element without a card (a page with several cards, a modal). */
export function FormElement({ label, children }: { label?: string; children: ReactNode }) {
  const staff = useStaffFormContext();
  return (
    <form onSubmit={(event) => void staff.submit(event)} noValidate aria-label={label}>
      {children}
    </form>
  );
}

/**
 * Cancel (back to `cancelTo`, or `onCancel`) and the submit button ("Criar…" for a new record,
 * "Salvar" for an existing one, unless `submitLabel` says otherwise); nothing to submit without
 * the permission to save.
 */
export function FormActions({
  cancelTo,
  onCancel,
  submitLabel,
  size,
  children,
}: {
  cancelTo?: string;
  onCancel?: () => void;
  submitLabel?: string;
  size?: 'sm' | 'md';
  children?: ReactNode;
}) {
  const staff = useStaffFormContext();
  if (!staff.canSave) return children ?? null;
  return (
    <Group justify={children ? 'space-between' : 'flex-end'}>
      {children}
      <Group justify="flex-end">
        {cancelTo !== undefined && (
          <Button variant="default" component={Link} to={cancelTo}>
            {staff.text('cancel')}
          </Button>
        )}
        {onCancel && (
          <Button variant="default" onClick={onCancel}>
            {staff.text('cancel')}
          </Button>
        )}
        <Button type="submit" size={size} loading={staff.saving}>
          {submitLabel ?? staff.text(staff.mode === 'create' ? 'create' : 'save')}
        </Button>
      </Group>
    </Group>
  );
}

/** The red "Excluir" that asks before deleting the record (for those who may delete it). */
export function DeleteAction({ label }: { label?: string }) {
  const staff = useStaffFormContext();
  if (!staff.canDelete) return null;
  return <DeleteButton label={label ?? staff.text('delete')} onClick={staff.askDelete} />;
}

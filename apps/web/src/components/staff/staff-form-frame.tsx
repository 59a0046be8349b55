import { Button, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import IconExternalLink from '@tabler/icons-react/dist/esm/icons/IconExternalLink.mjs';
import type { CardProps } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { createContext, use } from 'react';
import type { ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import type { FieldValues } from 'react-hook-form';
import { useTextsOf } from '../../i18n/use-texts-of.ts';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { Cell, FieldLimits, FieldTexts } from '../forms/form-fields.tsx';
import type { FieldSpan } from '../forms/form-fields.tsx';
import { ConfirmDeleteBody } from './confirm-delete.tsx';
import { DeleteButton, FormPageLoader, RecordMissing } from './form-page.tsx';
import { StaffOnly } from './staff-only.tsx';
import { FormPageHeader, StateBadge } from './form-page-header.tsx';
import { isRecordId } from './staff-records.ts';
import { useStaffTexts } from './staff-texts.ts';
import type { StaffTexts } from './staff-texts.ts';
import type { StaffForm } from './use-staff-form.tsx';
import { useRecordRoutes } from '../../lib/routing/record-routes.tsx';

type AnyStaffForm = StaffForm<FieldValues, { id: number }>;

/** The staff form a page is drawing (its submit, its words, its delete). */
const StaffFormContext = createContext<AnyStaffForm | null>(null);

/** The staff form of the frame around (a cover, a PDF, the actions take it from there). */
export function useStaffFormContext() {
  const staff = use(StaffFormContext);
  if (!staff) throw new Error('Use dentro de <StaffFormFrame>.');
  return staff;
}

/** A record that cannot be opened, in its form's words, with the way back to `list`. */
function MissingRecord({
  text,
  list,
  icon,
  error,
}: {
  text: StaffForm<FieldValues, { id: number }>['text'];
  list: string | undefined;
  icon: Icon | undefined;
  error: unknown;
}) {
  return (
    <RecordMissing
      error={error}
      icon={icon}
      title={text('notFound')}
      text={text('notFoundText')}
      back={list ? { to: list, label: text('back') } : undefined}
    />
  );
}

/**
 * The record of the route's `:id` where no form is (a page that shows it to those who may not
 * edit it), loaded with its kind's calls (`records`): the loader while it loads, the kind's
 * icon, `notFound` words and the way back to the route's list when it cannot be opened, else
 * `children` with the record.
 */
export function RouteRecord<R, K extends QueryKey>({
  records,
  children,
}: {
  records: {
    texts: StaffTexts;
    icon?: Icon;
    load: (id: number) => UseQueryOptions<R, Error, R, K>;
  };
  children: (record: R) => ReactNode;
}) {
  const { text } = useStaffTexts(records.texts);
  const list = useRecordRoutes()?.list;
  const { id } = useParams();
  const recordId = id ? Number(id) : null;
  const valid = isRecordId(recordId);
  const record = useQuery({ ...records.load(valid ? recordId : 0), enabled: valid });
  if (!valid || record.isError)
    return <MissingRecord text={text} list={list} icon={records.icon} error={record.error} />;
  if (record.isPending) return <FormPageLoader />;
  return children(record.data);
}

/**
 * A staff form's frame: the loader while the record loads, the page state when it cannot be
 * (`icon`, the form's `notFound` and `notFoundText`), else its content, the inputs bound to the
 * form, and the confirmations (delete, leave).
 */
export function StaffFormFrame<V extends FieldValues, R extends { id: number }>({
  staff,
  icon,
  children,
}: {
  staff: StaffForm<V, R>;
  /** The kind of record's icon where its `records` have none (the frame gives its size). */
  icon?: Icon;
  children: ReactNode;
}) {
  if (staff.status === 'loading') return <FormPageLoader />;
  if (staff.status === 'missing')
    return (
      <MissingRecord
        text={staff.text}
        list={staff.listPath}
        icon={icon ?? staff.icon}
        error={staff.error}
      />
    );
  return (
    <StaffFormContext value={staff as unknown as AnyStaffForm}>
      <FieldTexts value={staff.prefix}>
        <FieldLimits value={staff.limits}>
          <FormProvider {...staff.form}>{children}</FormProvider>
        </FieldLimits>
      </FieldTexts>
      {staff.modals}
    </StaffFormContext>
  );
}

/**
 * A staff form page: the frame, then the head (back to the list, the record's title or the
 * form's `new`, `aside` it, `actions` and the delete on the right) over the page's content, at
 * most `maw` wide (960; `none`: the whole width, for a page with a column beside its form).
 * With `deleteHint` (what deleting does to the people who hold the record), the delete leaves the
 * head for a section of its own under the content, its title, the hint and the button; with
 * `ownDelete` the page places it itself (among the record's other actions). `state` is the
 * record's on/off badge beside the title, where no `aside`: its flag (`active` or `published`),
 * in the form's state words (`active`/`inactive`, `published`/`draft`).
 */
export function StaffFormPage<V extends FieldValues, R extends { id: number }>({
  staff,
  icon,
  maw = 960,
  title,
  aside,
  state,
  actions,
  deleteHint,
  ownDelete = false,
  staffOnly = false,
  children,
}: {
  staff: StaffForm<V, R>;
  /**
   * The icon shown where the record cannot be opened, where the kind's `records` name none (the
   * frame sizes it).
   */
  icon?: Icon;
  maw?: number | 'none';
  title?: ReactNode;
  aside?: ReactNode;
  state?: 'active' | 'published';
  actions?: ReactNode;
  deleteHint?: string;
  ownDelete?: boolean;
  /**
   * The route is open to visitors, the form only to those who may save: the others sign in
   * first or are told why not, with the way back to the list (`StaffOnly`).
   */
  staffOnly?: boolean;
  children: ReactNode;
}) {
  const page = (
    <StaffFormFrame staff={staff} icon={icon}>
      <Stack gap="lg" maw={maw}>
        <FormPageHeader
          backTo={staff.listPath ?? '/'}
          backLabel={staff.text('back')}
          fitBackLink
          align="flex-end"
          title={title ?? staff.heading ?? staff.text('new')}
          titleAside={aside ?? (state && staff.record && <RecordState on={state} />)}
          actions={
            <Group gap="xs">
              {actions}
              {deleteHint === undefined && !ownDelete && <DeleteAction />}
            </Group>
          }
        />
        {children}
        {deleteHint !== undefined && staff.canDelete && (
          <Card withBorder radius="md" padding="lg">
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Stack gap={2} maw={560}>
                <Title order={2} size="h4">
                  {staff.text('deleteTitle')}
                </Title>
                <Text size="sm" c="dimmed">
                  {deleteHint}
                </Text>
              </Stack>
              <DeleteButton label={staff.text('delete')} onClick={staff.askDelete} />
            </Group>
          </Card>
        )}
      </Stack>
    </StaffFormFrame>
  );
  if (!staffOnly) return page;
  return (
    <StaffOnly
      allowed={staff.canSave}
      back={{ to: staff.listPath ?? '/', label: staff.text('back') }}
    >
      {page}
    </StaffOnly>
  );
}

/**
 * The form element in a card: submits through the staff form. Its children are the cells of a
 * grid (fields with their `span`) unless `plain`.
 */
export function FormCard({
  label,
  plain = false,
  actions = false,
  children,
  ...card
}: {
  label?: string;
  plain?: boolean;
  /** The form's actions at the card's foot, across the row (`FormActions`). */
  actions?: boolean;
  children: ReactNode;
} & CardProps) {
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
      {plain ? (
        <>
          {children}
          {actions && <FormActions />}
        </>
      ) : (
        <Grid>
          {children}
          {actions && <FormActions span="full" />}
        </Grid>
      )}
    </Card>
  );
}

/**
 * The form element without a card (a page with several cards, a modal). `actions`: its cards
 * one above the other and the form's actions at the foot.
 */
export function FormElement({
  label,
  actions = false,
  children,
}: {
  label?: string;
  actions?: boolean;
  children: ReactNode;
}) {
  const staff = useStaffFormContext();
  return (
    <form onSubmit={(event) => void staff.submit(event)} noValidate aria-label={label}>
      {actions ? (
        <Stack gap="lg">
          {children}
          <FormActions />
        </Stack>
      ) : (
        children
      )}
    </form>
  );
}

/**
 * Cancel (back to the list, or `onCancel`) and the submit button (the form's `create` for a new
 * record, `save` for an existing one, unless `submitLabel` says otherwise); nothing to submit
 * without the permission to save. `children` stand on the left.
 */
export function FormActions({
  onCancel,
  cancel = true,
  submitLabel,
  size,
  span,
  whenChanged = false,
  children,
}: {
  /** The submit waits for a change (a card of a page about the record). */
  whenChanged?: boolean;
  /** In a grid: the column it takes. */
  span?: FieldSpan;
  onCancel?: () => void;
  /** False: no cancel button. */
  cancel?: boolean;
  submitLabel?: string;
  size?: 'sm' | 'md';
  children?: ReactNode;
}) {
  const staff = useStaffFormContext();
  const cancelButton = !cancel ? null : onCancel ? (
    <Button variant="default" onClick={onCancel}>
      {staff.text('cancel')}
    </Button>
  ) : staff.listPath ? (
    <Button variant="default" component={Link} to={staff.listPath}>
      {staff.text('cancel')}
    </Button>
  ) : null;
  return (
    <Cell span={span}>
      <Group justify={children ? 'space-between' : 'flex-end'}>
        {children}
        {staff.canSave && (
          <Group justify="flex-end">
            {cancelButton}
            <Button
              type="submit"
              size={size}
              loading={staff.saving}
              disabled={whenChanged && !staff.form.formState.isDirty}
            >
              {submitLabel ?? staff.text(staff.mode === 'create' ? 'create' : 'save')}
            </Button>
          </Group>
        )}
      </Group>
    </Cell>
  );
}

/** The record's on/off badge: its flag, in the form's state words (Ativo/Inativo…). */
function RecordState({ on }: { on: 'active' | 'published' }) {
  const { record, text } = useStaffFormContext();
  const off = on === 'active' ? 'inactive' : 'draft';
  return (
    <StateBadge
      on={Boolean((record as Record<string, unknown> | undefined)?.[on])}
      labels={[text(on), text(off)]}
    />
  );
}

/** The red "Excluir" that asks before deleting the record (for those who may delete it). */
export function DeleteAction({ label }: { label?: string }) {
  const staff = useStaffFormContext();
  if (!staff.canDelete) return null;
  return <DeleteButton label={label ?? staff.text('delete')} onClick={staff.askDelete} />;
}

/**
 * The form's card (its fields, then Save) beside a column of its own — a preview, a summary —
 * stacked on narrow screens.
 */
export function FormCardWithAside({
  label,
  aside,
  children,
}: {
  label: string;
  aside: ReactNode;
  children: ReactNode;
}) {
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <FormCard label={label} actions>
          {children}
        </FormCard>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 5 }}>{aside}</Grid.Col>
    </Grid>
  );
}

/** A content's head: its status, and the link to its public page when there is one (`to`). */
export function ContentStatus({ published, to }: { published: boolean; to?: string | false }) {
  return (
    <>
      <RecordStatus published={published} />
      {to && <PublicPageLink to={to} />}
    </>
  );
}

/** Published or draft (on or off), in the form's own `published` and `draft` words. */
export function RecordStatus({ published }: { published: boolean }) {
  const { prefix } = useStaffFormContext();
  const { t } = useTextsOf(prefix);
  return <StateBadge on={published} labels={[t(`${prefix}.published`), t(`${prefix}.draft`)]} />;
}

/** Opens the record's public page in a new tab (the form's `viewPublic`, unless `label`). */
export function PublicPageLink({ to, label }: { to: string; label?: string }) {
  const { prefix } = useStaffFormContext();
  const { t } = useTextsOf(prefix);
  return (
    <Button
      variant="default"
      component={Link}
      to={to}
      target="_blank"
      rightSection={<IconExternalLink size={16} aria-hidden />}
    >
      {label ?? t(`${prefix}.viewPublic`)}
    </Button>
  );
}

/** The delete confirmation in place of the form (with `inlineDelete`), while it is open. */
export function DeleteConfirmation() {
  const { confirming, deleteConfirmation } = useStaffFormContext();
  if (!confirming || !deleteConfirmation) return null;
  return <ConfirmDeleteBody {...deleteConfirmation} />;
}

/**
 * A titled card of a long form (a region named by its title), with an optional hint. Its children
 * are the cells of a grid unless `plain`.
 */
export function FormSection({
  title,
  hint,
  plain = false,
  children,
}: {
  title: string;
  hint?: string;
  plain?: boolean;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label={title}>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h4">
            {title}
          </Title>
          {hint && (
            <Text size="sm" c="dimmed">
              {hint}
            </Text>
          )}
        </Stack>
        {plain ? children : <Grid>{children}</Grid>}
      </Stack>
    </Card>
  );
}

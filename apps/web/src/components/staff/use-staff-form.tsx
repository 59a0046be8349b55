import { notifications } from '@mantine/notifications';
import type { DefinedForm } from '@app/shared';
import { useAbility } from '../../lib/session/ability-context.tsx';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useLocation, useNavigate, useParams } from 'react-router';
import { applyServerErrors } from '../forms/form-errors.ts';
import { formResolver } from '../forms/form-resolver.ts';
import type { ServerErrorOptions } from '../forms/form-errors.ts';
import { fieldsFor } from '../forms/form-fields.tsx';
import type { BoundFields } from '../forms/form-fields.tsx';
import { errorMessageOf } from '../../lib/api-client/query-client.ts';
import { ConfirmDeleteModal } from './confirm-delete.tsx';
import type { ConfirmDeleteTexts } from './confirm-delete.tsx';
import { useLeaveGuard } from './leave-guard.tsx';
import { useRecordCover } from './staff-cover.tsx';
import { useRecordRoutes } from '../../lib/routing/record-routes.tsx';
import type { RecordRoutes } from '../../lib/routing/record-routes.tsx';
import type { RecordCover, WithCover } from './staff-cover.tsx';
import type { CoverKind } from '@app/shared';
import type { Icon } from '@tabler/icons-react';
import '../../i18n/shared/index.ts';
import { isRecordId } from './staff-records.ts';
import { keyOf, prefixOf, useStaffTexts } from './staff-texts.ts';
import type { StaffTextName, StaffTexts, StateWord } from './staff-texts.ts';

export type { StaffTextName, StaffTexts, StateWord };

/** What a delete answered: its own words (a message, its colour) or that the record stays. */
export interface DeleteOutcome {
  message?: string;
  color?: string;
  /** The record was kept (deactivated instead): the page stays on it. */
  stay?: boolean;
}

/** `save` for an API of `create` and `update` calls. */
export function saveThrough<I, R>(api: {
  create: (input: I) => Promise<R>;
  update: (id: number, input: I) => Promise<R>;
}): (id: number | null, input: I) => Promise<R> {
  return (id, input) => (id === null ? api.create(input) : api.update(id, input));
}

interface ConfirmDeleteProps {
  texts: ConfirmDeleteTexts;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

interface StaffRecord {
  id: number;
}

/** The calls a staff form makes for its record (`recordCalls` gives them by the API's names). */
export interface StaffRecordCalls<I, R extends StaffRecord, K extends QueryKey> {
  /** The record's query (edit mode); its data is the record the form edits. */
  load?: (id: number) => UseQueryOptions<R, Error, R, K>;
  /** Creates (`id` null) or updates the record; answers it as stored. */
  save: (id: number | null, input: I) => Promise<R>;
  /** Deletes the record; an answer with a `message` (a `DeleteOutcome`) says how it went. */
  remove?: (id: number) => Promise<unknown>;
  /** The queries that list these records: refreshed after a save or a delete. */
  lists: readonly QueryKey[];
}

/**
 * A kind of record's calls with the words its staff form speaks (`staffRecords`), and what every
 * form of the kind says the same way: its icon, how the API's field errors are placed, what a
 * record is called and the permission where the route table has none (as the settings below).
 */
export interface StaffRecords<
  I,
  R extends StaffRecord,
  K extends QueryKey,
> extends StaffRecordCalls<I, R, K> {
  texts: StaffTexts;
  /** The kind's icon, shown where a record cannot be opened. */
  icon?: Icon;
  errors?: ServerErrorOptions;
  label?: (record: R) => string;
  subject?: string;
}

/**
 * The record's calls: with their words (`StaffRecords`), together (`records`) or one by one;
 * words given beside them win (a modal's own).
 */
type CallsOf<I, R extends StaffRecord, K extends QueryKey> =
  | ({ records: StaffRecords<I, R, K> } & Partial<StaffRecordCalls<I, R, K>> & {
        texts?: StaffTexts;
      })
  | ({ records: StaffRecordCalls<I, R, K> } & Partial<StaffRecordCalls<I, R, K>> & {
        texts: StaffTexts;
      })
  | (StaffRecordCalls<I, R, K> & { texts: StaffTexts; records?: undefined });

export type StaffFormOptions<
  V extends FieldValues,
  I,
  R extends StaffRecord,
  K extends QueryKey,
> = Omit<StaffFormSettings<V, I, R>, 'texts'> & CallsOf<I, R, K>;

export interface StaffFormSettings<V extends FieldValues, I, R extends StaffRecord> {
  /**
   * The form's shared description (`@app/shared`): its schema, a record's values, its fields;
   * one per mode where a new record sends more (a user's first password).
   */
  form: DefinedForm<V, I> | { create: DefinedForm<V, I>; edit: DefinedForm<V, I> };
  /**
   * The record has a cover of this kind (`RecordCoverField` draws it): for a new record the
   * picture is picked, its description checked with the form, and it is sent once the record
   * exists.
   */
  cover?: CoverKind;
  /** A record already at hand (a row of a list, edited in a modal): nothing to load. */
  record?: R | null;
  /** The record's id when the route does not say it (a modal); null: a new record. */
  id?: number | null;
  /** The route parameter holding the id (`id`); absent: a new record. */
  param?: string;
  /** What a new record starts from, read as a stored record (the grid's day and hour). */
  seed?: object;
  /**
   * What the schema cannot check, before anything is sent (a picked cover's description): false
   * stops the save (the check shows why). It runs when the schema refuses too, so every message
   * shows at once.
   */
  beforeSave?: () => boolean;
  /**
   * The list: where a save and a delete lead back to. By default the route table's list of the
   * route being served (`useRecordRoutes`).
   */
  listPath?: string;
  /**
   * For a page that shows more of the record than its form (a curriculum, leads, a PDF): a save
   * leads to the record's page (a new record opens there) and stays there. `opensRecord` takes
   * the route table's page of the record.
   */
  recordPath?: (saved: R) => string;
  /** A save leads to the record's page as the route table names it (`recordPath`). */
  opensRecord?: boolean;
  /** Where a save leads instead of the list (the week of an event…). */
  afterSave?: (saved: R) => string;
  /** Where a delete leads instead of the list. */
  afterDelete?: (record: R) => string;
  /** A form in a modal: closes instead of navigating. */
  onDone?: () => void;
  /** A form in a card of a page about the record: a save stays where it is. */
  stay?: boolean;
  /**
   * The delete confirmation takes the place of the form (a form in a modal, where a second
   * modal would stack): the page draws `DeleteConfirmation` while `confirming`.
   */
  inlineDelete?: boolean;
  texts: StaffTexts;
  /**
   * The permission name: may this person save (create or update) and delete. By default the
   * resource of the route table's list.
   */
  subject?: string;
  /** How the API's field errors are placed (409s, renamed fields). */
  errors?: ServerErrorOptions;
  /**
   * What a record is called where it is not its title, name or code (a question's text): the
   * page's title and the delete confirmation's `title`.
   */
  label?: (record: R) => string;
  /** More values for the delete confirmation's words (its `title` is the record's `label`). */
  deleteValues?: (record: R) => Record<string, unknown>;
}

export interface StaffForm<V extends FieldValues, R extends StaffRecord> {
  form: UseFormReturn<V, unknown, unknown>;
  /** The form's inputs, bound to its values' names. */
  fields: BoundFields<V>;
  mode: 'create' | 'edit';
  id: number | null;
  /** The record being edited (undefined while loading and for a new record). */
  record: R | undefined;
  /** `missing`: a bad id or a record that could not be loaded (`error` says why). */
  status: 'loading' | 'missing' | 'ready';
  error: unknown;
  submit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  saving: boolean;
  canSave: boolean;
  canDelete: boolean;
  askDelete: () => void;
  /** The delete confirmation is open. */
  confirming: boolean;
  /** The confirmation's words and buttons (drawn inline with `inlineDelete`). */
  deleteConfirmation: ConfirmDeleteProps | null;
  /** What the record is called (its title, name or code, or the form's `label`). */
  label: string | undefined;
  /** A stored record's page title: the kind's `edit` word, else the record's `label`. */
  heading: string | undefined;
  /** The words of the form (an i18n key by name, translated), and its record's state words. */
  text: (name: StaffTextName | StateWord) => string;
  /** The i18n prefix of the form's words (its fields' labels are keys under it). */
  prefix: string;
  /** The kind's icon (its `records`'), shown where the record cannot be opened. */
  icon: Icon | undefined;
  /** The record's cover (`cover` given): picked for a new record, sent or removed for a stored one. */
  cover: RecordCover | null;
  /** What the form's contract asks of each field (required, longest text, nullable), by name. */
  limits: DefinedForm<V, unknown>['limits'];
  /** The list the form leads back to. */
  listPath: string | undefined;
  /** Keeps a record the API answered outside the form (a file uploaded): its page, the lists. */
  remember: (saved: R) => Promise<void>;
  /** The delete confirmation and the leave guard; the frame renders them. */
  modals: ReactNode;
}

const labelOf = (record: object): string | undefined => {
  const { title, name, code } = record as { title?: unknown; name?: unknown; code?: unknown };
  return [title, name, code].find((label): label is string => typeof label === 'string');
};

/**
 * The options with the record's calls one by one, the cover's check and upload among them, and
 * the list, the record's page and the permission from the route table where not given.
 */
function withCalls<V extends FieldValues, I, R extends StaffRecord, K extends QueryKey>(
  given: StaffFormOptions<V, I, R, K>,
  cover: RecordCover | null,
  routes: RecordRoutes | null,
): StaffFormSettings<V, I, R> & StaffRecordCalls<I, R, K> {
  const { records, ...rest } = given;
  const calls = { ...records, ...rest } as StaffFormSettings<V, I, R> & StaffRecordCalls<I, R, K>;
  if (routes) {
    calls.listPath ??= routes.list;
    calls.subject ??= routes.resource;
    if (calls.opensRecord) calls.recordPath ??= (saved) => routes.record(saved.id);
  }
  if (!cover) return calls;
  const { beforeSave } = calls;
  return {
    ...calls,
    // Every check runs, so each message shows at once.
    beforeSave: () => [cover.check(), beforeSave?.() ?? true].every(Boolean),
    save: cover.afterCreate(calls.save as (id: number | null, input: I) => Promise<R & WithCover>),
  };
}

/**
 * One staff form's life cycle: the record loaded in edit mode (create vs edit from the route),
 * the form reset to it, the shared schema through `zodResolver`, save and delete as mutations,
 * the API's field errors under the fields, pt-BR toasts, the lists refreshed, back to the list
 * (or on to the record), a confirmation before deleting and before leaving unsaved changes.
 */
export function useStaffForm<
  V extends FieldValues,
  I,
  R extends StaffRecord,
  K extends QueryKey = QueryKey,
>(settings: StaffFormOptions<V, I, R, K>): StaffForm<V, R> {
  // A cover given here, else the one its kind of record has (`staffRecords`).
  const coverKind =
    settings.cover ?? (settings.records as { cover?: CoverKind } | undefined)?.cover;
  const picked = useRecordCover(coverKind ?? null);
  const cover = coverKind ? picked : null;
  const options = withCalls(settings, cover, useRecordRoutes());
  const { load, texts } = options;
  const { t, text } = useStaffTexts(texts);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ability = useAbility();
  const params = useParams();
  const { pathname } = useLocation();

  const routeId = params[options.param ?? 'id'];
  const id =
    options.id !== undefined
      ? options.id
      : (options.record?.id ?? (routeId === undefined ? null : Number(routeId)));
  const mode = id === null ? 'create' : 'edit';
  const shape = 'schema' in options.form ? options.form : options.form[mode];
  const validId = id === null || isRecordId(id);
  const given = options.record ?? undefined;
  const query = useQuery<R, Error, R, K>(
    load && mode === 'edit' && validId && given === undefined
      ? // The frame says why a record could not be loaded: no toast besides.
        { ...load(id ?? 0), meta: { silent: true } }
      : { queryKey: ['staff-form-idle'] as unknown as K, queryFn: skipToken },
  );
  const record = given ?? (mode === 'edit' ? query.data : undefined);
  const status: StaffForm<V, R>['status'] =
    mode === 'create' || record !== undefined
      ? 'ready'
      : !validId || query.isError || !load
        ? 'missing'
        : 'loading';

  const values = useMemo(
    () => shape.values(record ?? options.seed),
    // A new record's values are set once; a record's whenever it changes (loaded, saved).
    [shape, record],
  );
  const resolver = useMemo(() => formResolver(shape), [shape]);
  const form = useForm<V, unknown, I>({
    resolver: resolver,
    defaultValues: values as never,
    // The form follows its record (loaded, saved); changes someone is typing are kept.
    ...(record ? { values, resetOptions: { keepDirtyValues: true } } : {}),
  });
  const { isDirty } = form.formState;
  const guard = useLeaveGuard(isDirty);

  const label = record && (options.label?.(record) ?? labelOf(record));
  const canSave = options.subject
    ? ability.can(mode === 'create' ? 'create' : 'update', options.subject)
    : true;
  const canDelete =
    record !== undefined &&
    options.remove !== undefined &&
    (options.subject ? ability.can('delete', options.subject) : true);

  const refreshLists = () =>
    Promise.all(options.lists.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  /** A record as the API answered it (saved, its file uploaded…): its page and the lists. */
  const remember = async (saved: R) => {
    if (load) queryClient.setQueryData(load(saved.id).queryKey, saved as never);
    await refreshLists();
  };

  const saveMutation = useMutation({
    mutationFn: (input: I) => options.save(id, input),
    meta: { silent: true },
  });
  const submit = form.handleSubmit(
    async (input) => {
      if (options.beforeSave && !options.beforeSave()) return;
      let saved: R;
      try {
        saved = await saveMutation.mutateAsync(input);
      } catch (error) {
        const message = applyServerErrors(
          error,
          shape.fields as readonly Path<V>[],
          form.setError,
          options.errors,
        );
        if (message) notifications.show({ color: 'red', message });
        return;
      }
      await remember(saved);
      notifications.show({
        color: 'teal',
        message: t(keyOf(texts, mode === 'create' ? 'created' : 'saved'), {
          ...(saved as Record<string, unknown>),
        }),
      });
      // What was saved is the form's new starting point: nothing is left unsaved.
      form.reset(shape.values(saved));
      const recordPage = options.recordPath?.(saved);
      if (options.stay || recordPage === pathname) return;
      guard.allowLeaving();
      if (options.onDone) options.onDone();
      else if (recordPage) await navigate(recordPage, { replace: true });
      else await navigate(options.afterSave?.(saved) ?? options.listPath ?? '..');
    },
    () => void options.beforeSave?.(),
  );

  const [confirming, setConfirming] = useState(false);
  const removeMutation = useMutation({
    mutationFn: (target: number) => options.remove?.(target) ?? Promise.resolve(),
    meta: { silent: true },
  });
  const confirmDelete = async () => {
    if (!record) return;
    let outcome: DeleteOutcome | undefined;
    try {
      const answer = await removeMutation.mutateAsync(record.id);
      outcome = typeof answer === 'object' && answer !== null ? answer : undefined;
    } catch (error) {
      setConfirming(false);
      notifications.show({ color: 'red', message: errorMessageOf(error) });
      return;
    }
    await refreshLists();
    notifications.show({
      color: outcome?.color ?? 'teal',
      message: outcome?.message ?? text('deleted'),
    });
    setConfirming(false);
    if (outcome?.stay) {
      if (load) await queryClient.invalidateQueries({ queryKey: load(record.id).queryKey });
      return;
    }
    guard.allowLeaving();
    if (options.onDone) options.onDone();
    else await navigate(options.afterDelete?.(record) ?? options.listPath ?? '..');
  };

  const deleteConfirmation: ConfirmDeleteProps | null = record
    ? {
        texts: {
          title: text('deleteTitle'),
          text: t(keyOf(texts, 'deleteText'), {
            ...(record as Record<string, unknown>),
            title: label ?? '',
            ...options.deleteValues?.(record),
          }),
          cancel: text('cancel'),
          confirm: text('confirmDelete'),
        },
        busy: removeMutation.isPending,
        onCancel: () => setConfirming(false),
        onConfirm: () => void confirmDelete(),
      }
    : null;
  const modals = (
    <>
      {deleteConfirmation && !options.inlineDelete && (
        <ConfirmDeleteModal opened={confirming} {...deleteConfirmation} />
      )}
      {guard.modal}
    </>
  );

  return {
    form: form,
    fields: fieldsFor<V>(),
    mode,
    id,
    record,
    status,
    error: query.error,
    submit,
    saving: form.formState.isSubmitting,
    canSave,
    canDelete,
    askDelete: () => setConfirming(true),
    confirming,
    deleteConfirmation,
    label,
    heading: typeof texts !== 'string' && texts.edit && record ? t(texts.edit) : label,
    text,
    prefix: prefixOf(texts),
    icon: (settings.records as { icon?: Icon } | undefined)?.icon,
    limits: shape.limits,
    cover,
    listPath: options.listPath,
    remember,
    modals,
  };
}

import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/SegmentedControl.css';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import {
  Button,
  Grid,
  Group,
  Input,
  MultiSelect,
  NumberInput,
  PasswordInput,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  TagsInput,
  TextInput,
  Textarea,
} from '@mantine/core';
import type {
  GridColProps,
  MultiSelectProps,
  NumberInputProps,
  PasswordInputProps,
  SegmentedControlItem,
  SelectProps,
  StackProps,
  SwitchProps,
  TagsInputProps,
  TextInputProps,
  TextareaProps,
} from '@mantine/core';
import { createContext, use, useId } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { BRANDS, BRAND_ID_VALUES, formatPhone, formatTaxId, slugInput } from '@app/shared';
import type { FieldLimit } from '@app/shared';
import { useController, useFormContext } from 'react-hook-form';
import type {
  ControllerRenderProps,
  FieldErrors,
  FieldValues,
  Path,
  UseFormRegisterReturn,
} from 'react-hook-form';
import { useTextsOf } from '../../i18n/use-texts-of.ts';
import { TypedDayInput } from '../inputs/day-inputs.tsx';
import { PriceInput } from '../inputs/price-input.tsx';
import { RichTextInput } from '../inputs/rich-text-input.tsx';
import type { RichTextInputProps } from '../inputs/rich-text-input.tsx';

/**
 * The inputs of the staff forms, each bound by `name` to the form around it (react-hook-form's
 * context): its value, and the message of its error (the schema's or the API's) under it. `span`
 * puts it in a grid column.
 */

/** Grid widths: the whole row, half of it from small screens, a third from medium ones… */
const SPANS = {
  full: 12,
  half: { base: 12, sm: 6 },
  third: { base: 12, sm: 6, md: 4 },
  twoThirds: { base: 12, md: 8 },
  quarter: { base: 12, sm: 6, md: 3 },
} satisfies Record<string, GridColProps['span']>;
export type FieldSpan = keyof typeof SPANS | GridColProps['span'];

interface Named<V extends FieldValues> {
  name: Path<V>;
  /**
   * An i18n key: relative to the form's prefix (`titleField`) unless it has a `.` or `:`; the
   * field's name when not given.
   */
  label?: string;
  /** The label's interpolation values. */
  labelValues?: Record<string, unknown>;
  /** The description under the label: `true` reads the label's key plus `Hint`. */
  hint?: boolean | string;
  span?: FieldSpan;
}
/** A Mantine input's props but those the field sets (`description` overrides the hint). */
type Without<P, K extends string> = Omit<P, 'name' | 'value' | 'onChange' | 'error' | 'label' | K>;

/** The i18n prefix of the words of the form around (its labels are keys under it). */
export const FieldTexts = createContext('');

/**
 * What the form's contract asks of its fields, by name (`DefinedForm.limits`): a field says it is
 * required and stops its text at the contract's length unless its own props say otherwise.
 */
export const FieldLimits = createContext<Readonly<Record<string, FieldLimit>>>({});

/**
 * The label key a field's name gives when its props name none: the name in camelCase without
 * the suffix that says how the API holds it (`category_id` → `category`, `description_html` →
 * `description`, `min_cart_cents` → `minCart`); a dotted name (`card.holder_name`) stays whole.
 */
export function labelKeyOf(name: string): string {
  if (name.includes('.')) return name;
  return name
    .replace(/_(ids?|html|cents)$/, '')
    .replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

/**
 * A field's label and description, from its keys: the label given, else the key its name gives
 * (`labelKeyOf`, then the name itself); `hint` reads the label's key plus `Hint`, then the
 * name's. `none` also reads the word of a pick left empty, the
 * label's key as `no…` (`category` → `noCategory`), as its placeholder where the form has one.
 */
function useWords({
  name,
  label,
  labelValues,
  hint,
  none = false,
}: Pick<Named<FieldValues>, 'label' | 'labelValues' | 'hint'> & { name: string; none?: boolean }) {
  const prefix = use(FieldTexts);
  const { t } = useTextsOf(prefix);
  const key = (word: string) => (/[.:]/.test(word) ? word : `${prefix}.${word}`);
  const named = [...new Set([labelKeyOf(name), name])];
  const labels = label === undefined ? named : [label];
  const words: { label?: string; description?: string; placeholder?: string } = {
    label: t(labels.map(key), { ...labelValues }),
  };
  // A hint belongs to the field: its label's (`activeFieldHint`), else its name's (`activeHint`).
  const hints = [...new Set([...labels, ...named])].map((l) => key(`${l}Hint`));
  if (hint !== undefined && hint !== false)
    words.description = t(hint === true ? hints : key(hint));
  if (none) {
    const empty = t(
      labels.map((l) => key(`no${l.charAt(0).toUpperCase()}${l.slice(1)}`)),
      { defaultValue: '' },
    );
    if (empty) words.placeholder = empty;
  }
  return words;
}

/** A word of the form around: a key under its prefix unless it has a `.` or `:` (as labels). */
export function useFormWord(word: string): string {
  const prefix = use(FieldTexts);
  const { t } = useTextsOf(prefix);
  return t(/[.:]/.test(word) ? word : `${prefix}.${word}`);
}

/**
 * What the contract asks of a field: required, its text's length (`length`), and for a pick
 * (`clearable`) that a value the contract takes as null ("none") can be cleared.
 */
function useLimit(
  name: string,
  { length = false, clearable = false }: { length?: boolean; clearable?: boolean },
): { required?: true; maxLength?: number; clearable?: true } {
  const limit = use(FieldLimits)[name];
  if (!limit) return {};
  return {
    ...(limit.required ? { required: true } : {}),
    ...(clearable && limit.nullable ? { clearable: true } : {}),
    ...(length && limit.maxLength !== undefined ? { maxLength: limit.maxLength } : {}),
  };
}

/** The message at a dotted path of the errors (a list's own message may sit under `.root`). */
export function errorAt(errors: FieldErrors, path: string): string | undefined {
  let node: unknown = errors;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  if (typeof node !== 'object' || node === null) return undefined;
  const entry = node as { message?: unknown; root?: { message?: unknown } };
  if (typeof entry.message === 'string') return entry.message;
  if (typeof entry.root?.message === 'string') return entry.root.message;
  return undefined;
}

/** The message of a field's error, from the form around it. */
export function useFieldError(name: string): string | undefined {
  const { formState } = useFormContext();
  return errorAt(formState.errors, name);
}

export function Cell({ span, children }: { span: FieldSpan | undefined; children: ReactNode }) {
  if (span === undefined) return children;
  return (
    <Grid.Col
      span={
        typeof span === 'string' && span in SPANS
          ? SPANS[span as keyof typeof SPANS]
          : (span as GridColProps['span'])
      }
    >
      {children}
    </Grid.Col>
  );
}

/**
 * Fields one above the other across the row (a form's switches); `pt`, the room above them
 * (`lg`: level with the inputs of a row, under their labels).
 */
export function FieldStack({
  span = 'full',
  pt = 'xs',
  children,
}: {
  span?: FieldSpan;
  pt?: StackProps['pt'];
  children: ReactNode;
}) {
  return (
    <Cell span={span}>
      <Stack gap="sm" pt={pt}>
        {children}
      </Stack>
    </Cell>
  );
}

/**
 * A field with the button that creates what it picks beside it ("Nova categoria"); no button
 * without `onCreate` (for those who may not create).
 */
export function FieldWithCreate({
  span,
  createLabel,
  onCreate,
  children,
}: {
  span: FieldSpan;
  createLabel: string;
  onCreate: false | (() => void);
  children: ReactNode;
}) {
  return (
    <Cell span={span}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        {children}
        {onCreate && (
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={onCreate}
          >
            {createLabel}
          </Button>
        )}
      </Group>
    </Cell>
  );
}

/** Any input: `render` draws it from the field (value, onChange…) and its error message. */
export function ControlledField<V extends FieldValues>({
  name,
  span,
  render,
}: Pick<Named<V>, 'name' | 'span'> & {
  render: (field: ControllerRenderProps<V, Path<V>>, error: string | undefined) => ReactNode;
}) {
  const { field } = useController<V>({ name });
  return <Cell span={span}>{render(field, useFieldError(name))}</Cell>;
}

/** A field's words as an input takes them. */
type Words = ReturnType<typeof useWords>;
/** The field as its input reads it (its value is whatever that input takes). */
type BoundField = Omit<ControllerRenderProps<FieldValues, string>, 'value'> & { value: never };

/** What binds an input to its field: the value, its changes, leaving it and the error. */
const bound = (field: BoundField, error: string | undefined) => ({
  value: field.value,
  onChange: field.onChange,
  onBlur: field.onBlur,
  error,
});

/**
 * A field over one input: `draw` makes the input from the field (value, onChange…), its error
 * message, its words (label and hint, from their keys) and the other props it was given.
 */
function fieldOf<P extends object>(
  draw: (field: BoundField, error: string | undefined, words: Words, input: P) => ReactNode,
  {
    length = false,
    clearable = false,
    required = true,
    none = false,
  }: { length?: boolean; clearable?: boolean; required?: boolean; none?: boolean } = {},
) {
  return function Field<V extends FieldValues>({
    name,
    span,
    label,
    labelValues,
    hint,
    ...input
  }: Named<V> & P): ReactElement {
    const words = useWords({ name, label, labelValues, hint, none });
    const limit = useLimit(name, { length, clearable });
    const props = { ...(required ? limit : {}), ...input } as unknown as P;
    return (
      <ControlledField<V>
        name={name}
        span={span}
        render={(field, error) => draw(field, error, words, props)}
      />
    );
  };
}

/** A text input; `format` rewrites what is typed (a slug, a mask, upper case). */
export const TextField = fieldOf<
  Without<TextInputProps, never> & { format?: (value: string) => string }
>(
  (field, error, words, { format, ...input }) => (
    <TextInput
      placeholder={input.type === 'url' ? 'https://' : undefined}
      {...words}
      {...input}
      {...bound(field, error)}
      ref={field.ref}
      name={field.name}
      onChange={(event) =>
        field.onChange(format ? format(event.currentTarget.value) : event.currentTarget.value)
      }
    />
  ),
  { length: true },
);

/**
 * A field over an uncontrolled input (registered: it keeps its own value until the form reads
 * it): `draw` makes the input from its registration with the error, its words and its props.
 */
function registeredOf<P extends object>(
  draw: (
    bind: UseFormRegisterReturn & { error: string | undefined },
    words: Words,
    input: P,
  ) => ReactNode,
) {
  return function Field<V extends FieldValues>({
    name,
    span,
    label,
    labelValues,
    hint,
    ...input
  }: Named<V> & P): ReactElement {
    const { register } = useFormContext<V>();
    const words = useWords({ name, label, labelValues, hint });
    const props = { ...useLimit(name, { length: true }), ...input } as unknown as P;
    const bind = { ...register(name), error: useFieldError(name) };
    return <Cell span={span}>{draw(bind, words, props)}</Cell>;
  };
}

export const TextAreaField = registeredOf<Without<TextareaProps, never>>((bind, words, input) => (
  <Textarea autosize minRows={3} {...words} {...input} {...bind} />
));

/**
 * Rich text (a description, a lesson's body): HTML written with the editor's toolbar, held as
 * the form's text (`''` when empty). The API still cleans what it saves.
 */
export const RichTextField = fieldOf<Without<RichTextInputProps, never>>(
  (field, error, words, input) => (
    <RichTextInput
      label={words.label ?? ''}
      description={words.description}
      {...input}
      value={field.value ?? ''}
      onChange={field.onChange}
      error={error}
    />
  ),
);

export const PasswordField = registeredOf<Without<PasswordInputProps, never>>(
  (bind, words, input) => <PasswordInput {...words} {...input} {...bind} />,
);

/** An amount in reais (the form holds the text, "99,90"); `description` overrides the hint. */
export function PriceField<V extends FieldValues>({
  name,
  span,
  label,
  hint,
  description,
}: Named<V> & { description?: string | undefined }) {
  const words = useWords({ name, label, hint });
  return (
    <ControlledField<V>
      name={name}
      span={span}
      render={(field, error) => (
        <PriceInput
          label={words.label ?? ''}
          description={description ?? words.description}
          value={field.value}
          onChange={field.onChange}
          error={error}
        />
      )}
    />
  );
}

export const NumberField = fieldOf<Without<NumberInputProps, never>>(
  (field, error, words, input) => <NumberInput {...words} {...input} {...bound(field, error)} />,
);

/**
 * A record's place in its list (the lowest first): a whole number from 0 to `max` (9999), under
 * its name's words (`order`, `sortOrder`) and their hint unless others are named.
 */
export function OrderField<V extends FieldValues>({
  name,
  label,
  max = 9999,
  span,
}: Pick<Named<V>, 'name' | 'label' | 'span'> & { max?: number }) {
  return (
    <NumberField<V>
      name={name}
      {...(label === undefined ? {} : { label })}
      hint
      min={0}
      max={max}
      allowDecimal={false}
      allowNegative={false}
      span={span}
    />
  );
}

export const SwitchField = fieldOf<Omit<SwitchProps, 'name' | 'checked' | 'onChange' | 'label'>>(
  (field, _error, words, input) => (
    <Switch
      {...words}
      {...input}
      checked={field.value}
      onChange={(event) => field.onChange(event.currentTarget.checked)}
    />
  ),
  { required: false },
);

/** Records to pick, as the `select-…` routes list them. */
export const optionsOf = (items: readonly { id: number; name: string }[] | undefined) =>
  (items ?? []).map((item) => ({ value: String(item.id), label: item.name }));

interface Options {
  /** Records to pick by id (else `data`). */
  options?: readonly { id: number; name: string }[] | undefined;
}

/**
 * A pick of one; one the contract takes as null can be cleared (`clearable` says otherwise) and
 * says its `no…` word while empty. Records (`options`) can be searched.
 */
export const SelectField = fieldOf<Without<SelectProps, never> & Options>(
  (field, error, words, { options, ...input }) => (
    <Select
      {...(options ? { data: optionsOf(options), searchable: true } : {})}
      {...words}
      {...input}
      // A pick that may not be undone (a choice with its own "none") is never cleared.
      clearable={input.allowDeselect === false ? false : input.clearable}
      {...bound(field, error)}
    />
  ),
  { clearable: true, none: true },
);

/** A pick of several; records (`options`) can be searched. */
export const MultiSelectField = fieldOf<Without<MultiSelectProps, never> & Options>(
  (field, error, words, { options, ...input }) => (
    <MultiSelect
      {...(options ? { data: optionsOf(options), searchable: true } : {})}
      {...words}
      {...input}
      {...bound(field, error)}
    />
  ),
);

/** Tags typed one by one (tickers…); `format` rewrites each. */
export function TagsField<V extends FieldValues>({
  name,
  span,
  format,
  label,
  labelValues,
  hint,
  ...input
}: Named<V> & Without<TagsInputProps, never> & { format?: (value: string) => string }) {
  const { formState } = useFormContext<V>();
  const words = useWords({ name, label, labelValues, hint });
  // A tag the schema refused has its message under its index: the first one shows.
  const tagError = (error: string | undefined) =>
    error ??
    Object.keys(formState.errors[name] ?? {})
      .map((index) => errorAt(formState.errors, `${name}.${index}`))
      .find(Boolean);
  return (
    <ControlledField<V>
      name={name}
      span={span}
      render={(field, error) => (
        <TagsInput
          {...words}
          {...input}
          value={field.value}
          onChange={(tags) => field.onChange(format ? tags.map(format) : tags)}
          error={tagError(error)}
        />
      )}
    />
  );
}

/** A day picked in the calendar or typed (`YYYY-MM-DD`; blank: none). */
export function DayField<V extends FieldValues>({
  name,
  span,
  label,
  readOnly,
}: Named<V> & { readOnly?: boolean }) {
  const words = useWords({ name, label });
  return (
    <ControlledField<V>
      name={name}
      span={span}
      render={(field, error) => (
        <TypedDayInput
          label={words.label}
          clearable={!readOnly}
          readOnly={readOnly}
          maxDate={new Date()}
          value={field.value || null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          error={error}
        />
      )}
    />
  );
}

/** A labelled segmented control (a status, a kind). */
export function SegmentedField<V extends FieldValues>({
  name,
  span,
  label,
  data,
}: Named<V> & { data: SegmentedControlItem[] }) {
  const labelId = useId();
  const words = useWords({ name, label });
  return (
    <ControlledField<V>
      name={name}
      span={span}
      render={(field, error) => (
        <Stack gap={4}>
          <Input.Label id={labelId} component="span">
            {words.label}
          </Input.Label>
          <SegmentedControl
            fullWidth
            aria-labelledby={labelId}
            value={field.value}
            onChange={field.onChange}
            data={data}
          />
          {error && <Input.Error>{error}</Input.Error>}
        </Stack>
      )}
    />
  );
}

/** Draft or published, in the form's words (`status`, `draft`, `published`). */
export function StatusField<V extends FieldValues>({
  name,
  span,
}: Pick<Named<V>, 'name' | 'span'>) {
  const prefix = use(FieldTexts);
  const { t } = useTextsOf(prefix);
  return (
    <SegmentedField<V>
      name={name}
      span={span}
      label="status"
      data={[
        { value: 'draft', label: t(`${prefix}.draft`) },
        { value: 'published', label: t(`${prefix}.published`) },
      ]}
    />
  );
}

/**
 * What a sold content's form asks alike (courses, e-books): its price, the most installments (1
 * to 12) and draft or published, a third of a row each, under the form's words `price`,
 * `maxInstallments` and `status`.
 */
export function SaleFields() {
  return (
    <>
      <PriceField name="price_cents" label="price" span="third" />
      <NumberField
        name="max_installments"
        label="maxInstallments"
        min={1}
        max={12}
        clampBehavior="strict"
        span="third"
      />
      <StatusField name="status" span="third" />
    </>
  );
}

/** An e-mail a person is reached at (staff records): the shared `auth.email` words. */
export function EmailField<V extends FieldValues>(
  props: Named<V> & Without<TextInputProps, 'type'>,
) {
  return <TextField<V> label="auth.email" type="email" autoComplete="off" {...props} />;
}

/** A CPF or CNPJ, formatted as it is typed: the shared `auth.taxId` words. */
export function TaxIdField<V extends FieldValues>(
  props: Named<V> & Without<TextInputProps, 'inputMode'>,
) {
  return <TextField<V> label="auth.taxId" inputMode="numeric" format={formatTaxId} {...props} />;
}

/**
 * A record's address in its URLs (`slug`): spaces go as they are typed (spec section 5), under
 * the form's `slug` words and their hint.
 */
export function SlugField<V extends FieldValues>(
  props: Omit<Named<V>, 'name'> & { name?: Path<V> } & Without<TextInputProps, never> & {
      format?: (value: string) => string;
    },
) {
  return <TextField<V> name={'slug' as Path<V>} hint format={slugInput} {...props} />;
}

/** A phone number, formatted as it is typed: the shared `auth.phone` words. */
export function PhoneField<V extends FieldValues>(
  props: Named<V> & Without<TextInputProps, 'type'>,
) {
  return <TextField<V> label="auth.phone" type="tel" format={formatPhone} {...props} />;
}

/** When a content went or goes out (`published_at`), São Paulo time, with its `publishedAtHint`. */
export function PublishedAtField({ span = 'half' }: { span?: FieldSpan }) {
  return (
    <TextField name="published_at" label="publishedAt" hint type="datetime-local" span={span} />
  );
}

/** A text per brand (an ad text…): `name` holds one under each brand id. */
export function BrandTextsField<V extends FieldValues>({
  name,
  label,
}: Pick<Named<V>, 'name' | 'label'>) {
  return (
    <>
      {BRAND_ID_VALUES.map((brand) => (
        <TextAreaField<V>
          key={brand}
          name={`${name}.${brand}` as Path<V>}
          label={label}
          labelValues={{ brand: BRANDS[brand].name }}
          minRows={2}
          span={{ base: 12, md: 4 }}
        />
      ))}
    </>
  );
}

const FIELDS = {
  ControlledField,
  TextField,
  TextAreaField,
  RichTextField,
  PasswordField,
  PriceField,
  NumberField,
  OrderField,
  SwitchField,
  SelectField,
  MultiSelectField,
  TagsField,
  DayField,
  SegmentedField,
  StatusField,
  BrandTextsField,
  EmailField,
  TaxIdField,
  PhoneField,
};

type Bound<F extends (props: never) => ReactElement, V extends FieldValues> = (
  props: Parameters<F>[0] & { name: Path<V> },
) => ReactElement;

/** The inputs, with their `name` checked against one form's values. */
export type BoundFields<V extends FieldValues> = {
  [K in keyof typeof FIELDS]: Bound<(typeof FIELDS)[K], V>;
};

export function fieldsFor<V extends FieldValues>(): BoundFields<V> {
  return FIELDS;
}

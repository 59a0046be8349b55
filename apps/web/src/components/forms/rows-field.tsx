import { ActionIcon, Button, Grid, Group, Input, Stack, Text } from '@mantine/core';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import IconTrash from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
import type { ReactNode } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import type { ArrayPath, FieldArray, FieldValues } from 'react-hook-form';
import { useFieldError } from './form-fields.tsx';

/**
 * A field of repeatable rows (an advisor's registrations, an influencer's channels): its label
 * and hint, what it says while empty, one grid row per item (`children(index)`: the row's own
 * fields) ending in its remove button (named by `removeLabel`), the list's error, and the add
 * button, which `newRow` feeds (none: nothing left to add) up to `max` rows. The words are the
 * feature's, already translated.
 */
export function RowsField<V extends FieldValues, N extends ArrayPath<V>>({
  name,
  label,
  hint,
  empty,
  addLabel,
  removeLabel,
  newRow,
  max,
  disabled,
  children,
}: {
  name: N;
  label: string;
  hint?: string;
  empty: string;
  addLabel: string;
  removeLabel: (row: FieldArray<V, N> | undefined, index: number) => string;
  newRow: (rows: FieldArray<V, N>[]) => FieldArray<V, N> | undefined;
  max?: number;
  disabled: boolean;
  children: (index: number) => ReactNode;
}) {
  const { control } = useFormContext<V>();
  const { fields, append, remove } = useFieldArray<V, N>({ control, name });
  const rows = (useWatch({ control, name: name as never }) ?? []) as FieldArray<V, N>[];
  const listError = useFieldError(name);
  const next = newRow(rows);
  return (
    <Stack gap="xs">
      <Input.Label component="span">{label}</Input.Label>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
      {fields.length === 0 && (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      )}
      {fields.map((field, index) => (
        <Grid key={field.id} align="flex-end">
          {children(index)}
          <Grid.Col span={{ base: 2, sm: 1 }}>
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              disabled={disabled}
              onClick={() => remove(index)}
              aria-label={removeLabel(rows[index], index)}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Grid.Col>
        </Grid>
      ))}
      {listError && <Input.Error>{listError}</Input.Error>}
      <AddRowButton
        label={addLabel}
        disabled={disabled || !next || (max !== undefined && fields.length >= max)}
        onClick={() => next && append(next)}
      />
    </Stack>
  );
}

/** The button under a list of rows that adds one ("Adicionar alvo"), on a line of its own. */
export function AddRowButton({
  label,
  onClick,
  disabled,
  size = 'xs',
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  size?: 'xs' | 'compact-sm';
}) {
  return (
    <Group>
      <Button
        variant="light"
        size={size}
        leftSection={<IconPlus size={14} aria-hidden />}
        onClick={onClick}
        disabled={disabled}
      >
        {label}
      </Button>
    </Group>
  );
}

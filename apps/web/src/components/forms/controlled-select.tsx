import { Select } from '@mantine/core';
import type { SelectProps } from '@mantine/core';
import { Controller } from 'react-hook-form';
import type { Control, FieldValues, Path } from 'react-hook-form';

type ControlledSelectProps<T extends FieldValues> = Omit<SelectProps, 'value' | 'onChange'> & {
  control: Control<T>;
  name: Path<T>;
};

/** A Mantine `Select` whose value is a react-hook-form field (the staff forms' pickers). */
export function ControlledSelect<T extends FieldValues>({
  control,
  name,
  ...select
}: ControlledSelectProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => <Select {...select} value={field.value} onChange={field.onChange} />}
    />
  );
}

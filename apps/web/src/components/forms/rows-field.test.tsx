import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { RowsField } from './rows-field.tsx';

interface Values {
  links: { name: string }[];
}

function Form({ start, max, names }: { start: Values['links']; max?: number; names: string[] }) {
  const form = useForm<Values>({ defaultValues: { links: start } });
  return (
    <MantineProvider env="test">
      <FormProvider {...form}>
        <RowsField<Values, 'links'>
          name="links"
          label="Links"
          hint="Um por linha."
          empty="Nenhum link."
          addLabel="Adicionar link"
          removeLabel={(row, index) => `Remover ${row?.name || index + 1}`}
          newRow={(rows) => {
            const name = names.find((n) => !rows.some((r) => r.name === n));
            return name === undefined ? undefined : { name };
          }}
          {...(max === undefined ? {} : { max })}
          disabled={false}
        >
          {(index) => (
            <input aria-label={`Link ${index + 1}`} {...form.register(`links.${index}.name`)} />
          )}
        </RowsField>
      </FormProvider>
    </MantineProvider>
  );
}

describe('RowsField', () => {
  it('says it is empty, adds the next row and removes a row by its name', async () => {
    const user = userEvent.setup();
    render(<Form start={[]} names={['site', 'blog']} />);
    expect(screen.getByText('Nenhum link.')).toBeInTheDocument();
    expect(screen.getByText('Um por linha.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Adicionar link' }));
    await user.click(screen.getByRole('button', { name: 'Adicionar link' }));
    expect(screen.getByRole('textbox', { name: 'Link 1' })).toHaveValue('site');
    expect(screen.getByRole('textbox', { name: 'Link 2' })).toHaveValue('blog');
    // Nothing left to add.
    expect(screen.getByRole('button', { name: 'Adicionar link' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remover site' }));
    expect(screen.getByRole('textbox', { name: 'Link 1' })).toHaveValue('blog');
    expect(screen.queryByRole('textbox', { name: 'Link 2' })).toBeNull();
    expect(screen.queryByText('Nenhum link.')).toBeNull();
  });

  it('stops adding at its maximum', () => {
    render(<Form start={[{ name: 'site' }]} max={1} names={['site', 'blog']} />);
    expect(screen.getByRole('button', { name: 'Adicionar link' })).toBeDisabled();
  });
});

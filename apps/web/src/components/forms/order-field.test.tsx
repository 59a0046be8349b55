import { Grid, MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { I18nProvider } from '../../i18n/react.tsx';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { FieldTexts, OrderField } from './form-fields.tsx';

beforeAll(() => {
  i18n.addResourceBundle('pt-BR', 'ordertest', {
    things: { order: 'Ordem', orderHint: 'Menor primeiro.', sortOrder: 'Posição' },
  });
});

let read: () => unknown = () => undefined;

function Form({ label }: { label?: string }) {
  const form = useForm<{ order: number }>({ defaultValues: { order: 3 } });
  read = () => form.getValues('order');
  return (
    <MantineProvider env="test">
      <I18nProvider i18n={i18n}>
        <FieldTexts value="ordertest:things">
          <FormProvider {...form}>
            <Grid>
              <OrderField<{ order: number }>
                name="order"
                {...(label ? { label } : {})}
                span="half"
              />
            </Grid>
          </FormProvider>
        </FieldTexts>
      </I18nProvider>
    </MantineProvider>
  );
}

describe('OrderField', () => {
  it('asks a whole place from 0 under the form’s "order" words', async () => {
    const user = userEvent.setup();
    render(<Form />);
    const input = screen.getByRole('textbox', { name: 'Ordem' });
    expect(screen.getByText('Menor primeiro.')).toBeInTheDocument();
    expect(input).toHaveValue('3');
    await user.clear(input);
    await user.type(input, '-2.5');
    expect(input).toHaveValue('25');
    expect(read()).toBe(25);
  });

  it('takes another label', () => {
    render(<Form label="sortOrder" />);
    expect(screen.getByRole('textbox', { name: 'Posição' })).toBeInTheDocument();
  });
});

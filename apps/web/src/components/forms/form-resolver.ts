import { zodResolver } from '@hookform/resolvers/zod';
import type { DefinedForm } from '@app/shared';
import type { FieldValues, Resolver } from 'react-hook-form';
import { z } from 'zod';
import ptBR from 'zod/v4/locales/pt-BR.js';

// The shared schemas' checks without a message of their own answer in pt-BR, as the API does.
z.config(ptBR());

/** react-hook-form reads a shared form (`@app/shared`) through zodResolver: values in, input out. */
export function formResolver<V extends FieldValues, I>(
  form: DefinedForm<V, I>,
): Resolver<V, unknown, I> {
  return zodResolver(form.schema);
}

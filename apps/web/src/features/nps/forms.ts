import { z } from 'zod';
import { count, defineForm, flag, formField, npsQuestionInputSchema, text } from '@app/shared';
import type { FormValuesOf } from '@app/shared';

/**
 * The category select holds its id as text; none is sent as 0, which the contract refuses with
 * its own message ('Escolha a categoria.').
 */
const category = formField(
  z
    .string()
    .nullable()
    .transform((value) => (value ? Number(value) : 0)),
  (stored) => (typeof stored === 'number' && stored > 0 ? String(stored) : null),
);

/** The question form sends the API's own contract: `zodResolver` checks it with its messages. */
export const questionForm = defineForm(npsQuestionInputSchema, {
  question: text(),
  category_id: category,
  open_question: flag(false),
  active: flag(true),
  order: count(0, 0),
});
export type QuestionValues = FormValuesOf<typeof questionForm>;

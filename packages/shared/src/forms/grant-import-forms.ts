import {
  emailBindInputSchema,
  xpReleaseInputSchema,
} from '../grant-imports/grant-imports.contract.ts';
import { z } from 'zod';
import {
  choice,
  defineForm,
  formField,
  optionalText,
  pickedIds,
  text,
  wholeNumberText,
} from './staff-form.ts';

/**
 * The XP release and e-mail bind forms (issue 17). A stored release names its product, signature
 * type and courses as `{ id, name }`: the selects hold their ids. The period is held as a choice
 * (days or an end date) and only the chosen one is sent.
 */

const PERIOD_VALUES = ['days', 'date'] as const;

const pickedOf = (key: 'product' | 'signature_type') =>
  formField(
    z
      .string()
      .nullable()
      .transform((value) => (value ? Number(value) : null)),
    (_stored, record) => {
      const picked = record?.[key] as { id?: unknown } | null | undefined;
      return typeof picked?.id === 'number' ? String(picked.id) : null;
    },
  );

const releaseFields = {
  product_id: pickedOf('product'),
  signature_type_id: pickedOf('signature_type'),
  course_ids: formField(pickedIds().sent, (_stored, record) =>
    Array.isArray(record?.courses)
      ? (record.courses as { id: number }[]).map((c) => String(c.id))
      : [],
  ),
  period: formField(choice(PERIOD_VALUES, 'days').sent, (_stored, record) =>
    typeof record?.ends_on === 'string' ? ('date' as const) : ('days' as const),
  ),
  days: wholeNumberText(null, '30'),
  ends_on: optionalText(),
  note: optionalText(),
};

function periodOf<
  T extends { period: 'days' | 'date'; days: number | null; ends_on: string | null },
>(sent: T) {
  const { period, ...rest } = sent;
  return {
    ...rest,
    days: period === 'days' ? sent.days : null,
    ends_on: period === 'date' ? sent.ends_on : null,
  };
}

/** `/liberacao-cliente-xp/cadastro` and `/:id`: a code, a signature type and/or courses. */
export const xpReleaseForm = defineForm(
  xpReleaseInputSchema,
  { code: text(), ...releaseFields },
  (sent) => ({ ...periodOf(sent), product_id: null }),
);

/** `/email/bind`: an address, a product, a signature type and/or courses. */
export const emailBindForm = defineForm(
  emailBindInputSchema,
  { email: text(), ...releaseFields },
  periodOf,
);

import { z } from 'zod';
import {
  FREQUENCY_VALUES,
  OPERATION_TYPE_VALUES,
  POSITION_SIZE_VALUES,
  STOP_CONDUCTION_VALUES,
  TARGET_CONDUCTION_VALUES,
  centsToText,
  choice,
  defineForm,
  flag,
  formField,
  money,
  optionalChoice,
  pickedId,
  pickedIds,
  recommendationActionSchema,
  recommendationInputSchema,
  saoPauloDateTime,
  saoPauloDay,
  saoPauloInstant,
  text,
} from '@app/shared';
import type { FormValuesOf } from '@app/shared';

/**
 * The publish form of a recommendation, sending the contract's `recommendationInputSchema`:
 * prices are typed in reais and sent in cents, the validity is a São Paulo date and hour sent
 * as the UTC instant, the selects hold their ids as text. The entry is a price or, with
 * `entry_range` on, a range (the form's own switch: the API reads a missing maximum as a price).
 */
export const MAX_TARGETS = 10;

export const recommendationForm = defineForm(
  recommendationInputSchema,
  {
    analyst_id: pickedId(),
    trade_method_id: pickedId(),
    setup_id: pickedId(),
    asset_id: pickedId(),
    operation: choice(OPERATION_TYPE_VALUES, 'buy'),
    frequency: optionalChoice(FREQUENCY_VALUES),
    entry_range: flag(false),
    entry_min_cents: money(null),
    entry_max_cents: money(null),
    stop_cents: money(null),
    stop_conduction: choice(STOP_CONDUCTION_VALUES, 'fixed'),
    targets_cents: formField(z.array(money(null).sent), (stored) =>
      Array.isArray(stored) ? stored.map((cents) => centsToText(cents as number)) : [''],
    ),
    target_conduction: choice(TARGET_CONDUCTION_VALUES, 'partial'),
    position_size: choice(POSITION_SIZE_VALUES, 'full'),
    rationale_html: text(),
    valid_until: saoPauloDateTime(),
    chat_ids: pickedIds(),
  },
  ({ entry_range, entry_max_cents, frequency, valid_until, ...sent }) => ({
    ...sent,
    // Blank (null) goes to the contract as it is: it refuses it in its own words ("Escolha o
    // prazo.", "Informe até quando a recomendação vale.").
    frequency: frequency as NonNullable<typeof frequency>,
    valid_until: valid_until as string,
    entry_max_cents: entry_range ? entry_max_cents : null,
  }),
);
export type RecommendationValues = FormValuesOf<typeof recommendationForm>;

/** A new recommendation is valid until 18:00 (São Paulo) a week from now: the UTC instant. */
export function defaultValidity(now: Date = new Date()): string {
  const week = new Date(now.getTime() + 7 * 24 * 60 * 60 * 1000);
  return saoPauloInstant(saoPauloDay(week), '18:00');
}

/** Moving the stop: the new stop in reais and why. */
export const moveStopForm = defineForm(
  recommendationActionSchema,
  { stop_cents: money(null), note: text() },
  ({ stop_cents, note }) => ({
    kind: 'move_stop' as const,
    stop_cents,
    ...(note.trim() ? { note } : {}),
  }),
);
export type MoveStopValues = FormValuesOf<typeof moveStopForm>;

/** Closing a position by hand: the exit price and why. */
export const closeForm = defineForm(
  recommendationActionSchema,
  { price_cents: money(null), note: text() },
  ({ price_cents, note }) => ({
    kind: 'close' as const,
    price_cents,
    ...(note.trim() ? { note } : {}),
  }),
);
export type CloseValues = FormValuesOf<typeof closeForm>;

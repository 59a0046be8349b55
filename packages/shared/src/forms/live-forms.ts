import { z } from 'zod';
import {
  broadcastInputSchema,
  categoryInputSchema,
  programInputSchema,
  scheduleItemInputSchema,
} from '../live/broadcasts.contract.ts';
import {
  flag,
  formField,
  optionalText,
  pickedId,
  pickedIds,
  saoPauloDayAndTime,
  defineForm,
  text,
  wholeNumberText,
} from './staff-form.ts';

/** The staff forms of the live area: broadcasts, programmes, categories and the grid. */

const HOUR = 60 * 60 * 1000;

/** A new broadcast starts at the next full hour and lasts an hour. */
function nextHour(): Date {
  const start = new Date();
  start.setUTCMinutes(0, 0, 0);
  start.setUTCHours(start.getUTCHours() + 1);
  return start;
}

export const broadcastForm = defineForm(broadcastInputSchema, {
  title: text(),
  description_html: optionalText(),
  video_url: text(),
  recording_url: optionalText(),
  thumbnail_url: optionalText(),
  category_id: pickedId(),
  program_id: pickedId(),
  chat_id: pickedId(),
  scheduled_start_at: saoPauloDayAndTime(nextHour),
  scheduled_end_at: saoPauloDayAndTime(() => new Date(nextHour().getTime() + HOUR)),
  open_to_all: flag(false),
  signature_type_ids: pickedIds(),
});

export const programForm = defineForm(programInputSchema, {
  name: text(),
  slug: optionalText(),
  description_html: optionalText(),
  cover_url: optionalText(),
  category_id: pickedId(),
  sort_order: wholeNumberText(0, '0'),
  active: flag(true),
});

export const categoryForm = defineForm(categoryInputSchema, {
  name: text(),
  slug: optionalText(),
  description: optionalText(),
});

/** A slot of the grid: São Paulo date and `HH:mm` (stored with seconds), length in minutes. */
export const scheduleItemForm = defineForm(scheduleItemInputSchema, {
  date: text(),
  hour: formField(z.string(), (stored) => (typeof stored === 'string' ? stored.slice(0, 5) : '')),
  duration_minutes: wholeNumberText(60, '60'),
  title: text(),
  description: optionalText(),
  type_id: pickedId(),
  program_id: pickedId(),
  broadcast_id: pickedId(),
});

import {
  STAFF_AGENDA_KIND_VALUES,
  staffAgendaEventInputSchema,
} from '../staff-agenda/staff-agenda.contract.ts';
import { choice, defineForm, optionalText, pickedId, pickedIds, text } from './staff-form.ts';

/**
 * The staff agenda's event form (issue 17): a São Paulo day with start and end hours (date and
 * time inputs), the attendees picked among staff, the customer of an appointment. A new event
 * starts from the day and hour the agenda was showing (the page's `seed`).
 */
export const staffAgendaEventForm = defineForm(staffAgendaEventInputSchema, {
  kind: choice(STAFF_AGENDA_KIND_VALUES, 'meeting'),
  title: text(),
  day: text(),
  start_time: text('09:00'),
  end_time: text('10:00'),
  location: optionalText(),
  video_url: optionalText(),
  notes: optionalText(),
  attendee_ids: pickedIds(),
  customer_id: pickedId(),
});

import {
  choice,
  DEFAULT_TICKET_CATEGORY,
  DEFAULT_TICKET_PRIORITY,
  defineForm,
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
  text,
  ticketInputSchema,
} from '@app/shared';
import type { FormValuesOf } from '@app/shared';

/** The new-ticket form sends the API's own contract: `zodResolver` checks it with its messages. */
export const ticketForm = defineForm(ticketInputSchema, {
  title: text(),
  category: choice(TICKET_CATEGORIES, DEFAULT_TICKET_CATEGORY),
  priority: choice(TICKET_PRIORITIES, DEFAULT_TICKET_PRIORITY),
  description: text(),
});
export type TicketFormValues = FormValuesOf<typeof ticketForm>;

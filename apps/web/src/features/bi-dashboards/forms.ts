import {
  BI_MESSAGES,
  BI_PROVIDERS,
  biDashboardInputSchema,
  choice,
  count,
  defineForm,
  flag,
  formField,
  pickedIds,
  text,
} from '@app/shared';
import type { FormValuesOf } from '@app/shared';
import { z } from 'zod';

type Params = Record<string, string | number | (string | number)[]>;

/** Metabase's locked parameters, typed as JSON (`{"marca": "liberta"}`); blank is none. */
const params = formField(
  z.string().transform((value, ctx): Params => {
    if (value.trim() === '') return {};
    try {
      const parsed: unknown = JSON.parse(value);
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
        return parsed as Params;
    } catch {
      // said below
    }
    ctx.addIssue({ code: 'custom', message: BI_MESSAGES.params });
    return z.NEVER;
  }),
  (stored) =>
    typeof stored === 'object' && stored !== null && Object.keys(stored).length > 0
      ? JSON.stringify(stored)
      : '',
);

/** The dashboard form sends the API's own contract; the secret is write-only (never shown). */
export const dashboardForm = defineForm(biDashboardInputSchema, {
  slug: text(),
  title: text(),
  description: text(),
  provider: choice(BI_PROVIDERS, 'metabase'),
  url: text(),
  metabase_dashboard_id: count(null, null),
  metabase_secret: formField(z.string(), () => ''),
  params,
  profile_ids: pickedIds(),
  active: flag(true),
});
export type DashboardValues = FormValuesOf<typeof dashboardForm>;

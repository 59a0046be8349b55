import { formatPhone } from '../format/phone.ts';
import {
  CERTIFICATION_KIND_VALUES,
  UF_VALUES,
  advisorInputSchema,
  investmentPageInputSchema,
} from '../institutional/advisors.contract.ts';
import {
  INFLUENCER_CHANNEL_VALUES,
  influencerInputSchema,
} from '../institutional/influencers.contract.ts';
import {
  choice,
  count,
  defineForm,
  flag,
  list,
  maskedText,
  optionalChoice,
  optionalText,
  pickedId,
  pickedIds,
  rows,
  text,
} from './staff-form.ts';
import type { FormValuesOf } from './staff-form.ts';

/** The forms of Liberta's institutional site (issue 17): advisors, investment pages, influencers. */

export const advisorForm = defineForm(advisorInputSchema, {
  name: text(),
  cover_url: optionalText(),
  certifications: rows({ kind: choice(CERTIFICATION_KIND_VALUES, 'ANCORD'), number: text() }),
  bio_html: optionalText(),
  specialties: list<string>(),
  city: optionalText(),
  uf: optionalChoice(UF_VALUES),
  email: optionalText(),
  phone: maskedText(formatPhone),
  whatsapp: flag(false),
  order: count(0, 0),
  active: flag(true),
  user_id: pickedId(),
});
export type AdvisorFormValues = FormValuesOf<typeof advisorForm>;

export const investmentPageForm = defineForm(investmentPageInputSchema, {
  slug: text(),
  title: text(),
  summary: optionalText(),
  cover_url: optionalText(),
  content_html: optionalText(),
  advisor_ids: pickedIds(),
  order: count(0, 0),
  published: flag(false),
});
export type InvestmentPageFormValues = FormValuesOf<typeof investmentPageForm>;

export const influencerForm = defineForm(influencerInputSchema, {
  name: text(),
  code: text(),
  channels: rows({ kind: choice(INFLUENCER_CHANNEL_VALUES, 'instagram'), url: text() }),
  active: flag(true),
});
export type InfluencerFormValues = FormValuesOf<typeof influencerForm>;

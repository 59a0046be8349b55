import { z } from 'zod';
import {
  calendarEventInputSchema,
  saoPauloInstant,
  saoPauloTime,
} from '../learning/calendar.contract.ts';
import {
  COURSE_STATUS_VALUES,
  TRIAL_TYPE_VALUES,
  courseInputSchema,
} from '../learning/courses.contract.ts';
import { ebookInputSchema } from '../learning/ebooks.contract.ts';
import { LANDING_KIND_VALUES, landingInputSchema } from '../learning/landings.contract.ts';
import { podcastInputSchema } from '../learning/podcasts.contract.ts';
import { researchInputSchema } from '../learning/research.contract.ts';
import {
  QUALIFICATION_KINDS,
  contentQualificationInputSchema,
  signatureTypeInputSchema,
} from '../learning/signatures.contract.ts';
import { TRAIL_ITEM_KIND_VALUES, trailInputSchema } from '../learning/trails.contract.ts';
import { videoInputSchema } from '../learning/videos.contract.ts';
import {
  choice,
  count,
  duration,
  flag,
  formField,
  group,
  list,
  optionalText,
  pickedId,
  price,
  rows,
  saoPauloDateTime,
  defineForm,
  text,
  whole,
  wholeNumberText,
} from './staff-form.ts';
import type { FormValuesOf } from './staff-form.ts';

/** The staff forms of the content: courses, e-books, reports, media, trails, signatures. */

const status = () => choice(COURSE_STATUS_VALUES, 'draft');
const adTexts = () =>
  group({ brazilian: optionalText(), global: optionalText(), liberta: optionalText() });

export const courseForm = defineForm(courseInputSchema, {
  title: text(),
  slug: optionalText(),
  subtitle: optionalText(),
  description_html: optionalText(),
  cover_url: optionalText(),
  category_id: pickedId(),
  level_id: pickedId(),
  type_id: pickedId(),
  instructor_id: pickedId(),
  access_period_id: pickedId(),
  trial_type: choice(TRIAL_TYPE_VALUES, 'none'),
  price_cents: price(),
  max_installments: count(12, 1),
  ad_texts: adTexts(),
  status: status(),
});

export const ebookForm = defineForm(ebookInputSchema, {
  title: text(),
  slug: optionalText(),
  subtitle: optionalText(),
  author: optionalText(),
  pages: wholeNumberText(null),
  cover_url: optionalText(),
  category_id: pickedId(),
  access_period_id: pickedId(),
  price_cents: price(),
  max_installments: count(1, 1),
  status: status(),
  description_html: optionalText(),
  ad_texts: adTexts(),
});

export const researchForm = defineForm(researchInputSchema, {
  title: text(),
  summary: optionalText(),
  body_html: optionalText(),
  assets: list<string>(),
  status: status(),
  published_at: saoPauloDateTime(),
});

export const podcastForm = defineForm(podcastInputSchema, {
  title: text(),
  audio_url: optionalText(),
  video_url: optionalText(),
  duration_seconds: duration(),
  cover_url: optionalText(),
  description_html: optionalText(),
  status: status(),
  published_at: saoPauloDateTime(),
});

export const videoForm = defineForm(videoInputSchema, {
  title: text(),
  video_url: text(),
  thumbnail_url: optionalText(),
  category_id: pickedId(),
  duration_seconds: duration(),
  status: status(),
  published_at: saoPauloDateTime(),
  description_html: optionalText(),
});

export const landingForm = defineForm(landingInputSchema, {
  kind: choice(LANDING_KIND_VALUES, 'launch'),
  slug: text(),
  title: text(),
  headline: optionalText(),
  video_url: optionalText(),
  course_id: pickedId(),
  cta_text: optionalText(),
  trial_days: count(0, 0),
  active: flag(true),
  body_html: optionalText(),
});

export const trailForm = defineForm(trailInputSchema, {
  title: text(),
  slug: optionalText(),
  cover_url: optionalText(),
  description_html: optionalText(),
  status: status(),
  /** Each step also shows its content's title (null once deleted) and whether it is a draft. */
  items: rows({ kind: choice(TRAIL_ITEM_KIND_VALUES, 'course'), target_id: whole() }, (step) => ({
    title: typeof step.title === 'string' ? step.title : null,
    draft: step.status === 'draft',
  })),
});
/** A step as the trail form holds it. */
export type TrailStepValue = FormValuesOf<typeof trailForm>['items'][number];

/**
 * The investor calendar holds a São Paulo day (under `starts_at`, where the API's messages about
 * the moment land) and an optional hour: no hour is a day-only event (`has_time` false). The
 * importance is held as text (a segmented control).
 */
export const calendarEventForm = defineForm(
  calendarEventInputSchema,
  {
    title: text(),
    starts_at: formField(z.string(), (_stored, event) =>
      typeof event?.day === 'string' ? event.day : '',
    ),
    time: formField(z.string(), (_stored, event) =>
      event?.has_time === true && typeof event.starts_at === 'string'
        ? saoPauloTime(event.starts_at)
        : '',
    ),
    importance: formField(z.string().transform(Number), (stored) =>
      String(typeof stored === 'number' ? stored : 2),
    ),
    country: text('BR'),
    assets: list<string>(),
    description: optionalText(),
  },
  ({ starts_at: day, time, ...event }) => ({
    ...event,
    starts_at: day ? saoPauloInstant(day, time.trim() || null) : '',
    has_time: time.trim() !== '',
  }),
);

const contents = () => rows({ kind: choice(QUALIFICATION_KINDS, 'course'), target_id: whole() });

export const signatureTypeForm = defineForm(signatureTypeInputSchema, {
  name: text(),
  slug: optionalText(),
  subtitle: optionalText(),
  description_html: optionalText(),
  benefits: list<string>(),
  /** A new type starts with one period to fill in (the store needs at least one). */
  periods: rows({ access_period_id: pickedId(), price_cents: price() }, undefined, [
    { access_period_id: null, price_cents: '' },
  ]),
  access_period_id: pickedId(),
  sort_order: wholeNumberText(0, '0'),
  available_in_store: flag(true),
  active: flag(true),
  contents: contents(),
});
/** The signature type form's values. */
export type SignatureTypeFormValues = FormValuesOf<typeof signatureTypeForm>;
/** A period row of the signature type form. */
export type SignaturePeriodValue = SignatureTypeFormValues['periods'][number];

export const qualificationForm = defineForm(contentQualificationInputSchema, {
  contents: contents(),
});

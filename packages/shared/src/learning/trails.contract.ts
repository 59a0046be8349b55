import { z } from 'zod';
import { coverUrlSchema } from '../media/cover.ts';
import { COURSE_STATUS_VALUES, requiredSignatureSchema, slugSchema } from './courses.contract.ts';

/**
 * Learning trails (issue 4): an ordered path of courses and other contents. Staff edit them at
 * `/trilhas`; people follow them at `/minhas-trilhas`. A published trail is visible to everyone;
 * each step keeps its own access (a course step is locked without the course).
 */

export const TRAIL_ITEM_KIND_VALUES = ['course', 'ebook', 'research', 'podcast', 'video'] as const;
export type TrailItemKind = (typeof TRAIL_ITEM_KIND_VALUES)[number];

/** Steps marked done by hand (a course's progress comes from its lessons). */
export const COMPLETABLE_KIND_VALUES = ['ebook', 'research', 'podcast', 'video'] as const;

export const TRAIL_TITLE_MESSAGE = 'Informe o título da trilha.';
export const TRAIL_ITEMS_DUPLICATE_MESSAGE = 'Este conteúdo já está na trilha.';
export const TRAIL_ITEM_KIND_MESSAGE = 'Escolha o tipo de conteúdo.';
export const TRAIL_ITEM_TARGET_MESSAGE = 'Escolha o conteúdo.';

const id = z.coerce
  .number({ error: TRAIL_ITEM_TARGET_MESSAGE })
  .int({ error: TRAIL_ITEM_TARGET_MESSAGE })
  .positive({ error: TRAIL_ITEM_TARGET_MESSAGE })
  .max(2_147_483_647, { error: TRAIL_ITEM_TARGET_MESSAGE });

export const trailItemInputSchema = z
  .object({
    kind: z.enum(TRAIL_ITEM_KIND_VALUES, { error: TRAIL_ITEM_KIND_MESSAGE }),
    target_id: id,
  })
  .strict();
export type TrailItemInput = z.input<typeof trailItemInputSchema>;

export const trailInputSchema = z
  .object({
    title: z
      .string({ error: TRAIL_TITLE_MESSAGE })
      .trim()
      .min(2, { error: TRAIL_TITLE_MESSAGE })
      .max(160),
    /** Made from the title when absent. */
    slug: slugSchema.nullish(),
    description_html: z.string().max(100_000).nullish(),
    cover_url: coverUrlSchema,
    status: z.enum(COURSE_STATUS_VALUES).default('draft'),
    /** The steps, in order. */
    items: z.array(trailItemInputSchema).max(100, { error: 'No máximo 100 etapas.' }).default([]),
  })
  .strict()
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.items.forEach((item, index) => {
      const key = `${item.kind}:${item.target_id}`;
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          path: ['items', index, 'target_id'],
          message: TRAIL_ITEMS_DUPLICATE_MESSAGE,
        });
      seen.add(key);
    });
  });
export type TrailInput = z.input<typeof trailInputSchema>;

export const trailListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(20),
    search: z.string().trim().max(120).optional(),
    status: z.enum(COURSE_STATUS_VALUES).optional(),
  })
  .strict();

export const trailSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  cover_url: z.string().nullable(),
  /** Staff's alternative text of the cover (null or absent: the title stands in). */
  cover_alt: z.string().nullable().optional(),
  status: z.enum(COURSE_STATUS_VALUES),
  items_count: z.number().int(),
  updated_at: z.string(),
});
export type TrailSummary = z.infer<typeof trailSummarySchema>;

/** A step as staff edit it: `title` is null when the content was deleted since. */
export const trailItemAdminSchema = z.object({
  kind: z.enum(TRAIL_ITEM_KIND_VALUES),
  target_id: z.number().int(),
  title: z.string().nullable(),
  status: z.enum(COURSE_STATUS_VALUES).nullable(),
  order: z.number().int(),
});
export type TrailItemAdmin = z.infer<typeof trailItemAdminSchema>;

export const trailDetailSchema = trailSummarySchema.extend({
  description_html: z.string().nullable(),
  items: z.array(trailItemAdminSchema),
});
export type TrailDetail = z.infer<typeof trailDetailSchema>;

/** A trail card at `/minhas-trilhas`: percent is 0 for visitors. */
export const myTrailSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description_html: z.string().nullable(),
  cover_url: z.string().nullable(),
  /** Staff's alternative text of the cover (null or absent: the title stands in). */
  cover_alt: z.string().nullable().optional(),
  steps_count: z.number().int(),
  completed_steps: z.number().int(),
  percent: z.number().int(),
});
export type MyTrail = z.infer<typeof myTrailSchema>;

export const trailStepSchema = z.object({
  kind: z.enum(TRAIL_ITEM_KIND_VALUES),
  target_id: z.number().int(),
  title: z.string(),
  cover_url: z.string().nullable(),
  percent: z.number().int(),
  completed: z.boolean(),
  /** No access yet (no grant, or a visitor); `required_signatures` names what would open it. */
  locked: z.boolean(),
  /** Where the step opens in the app (`/cliente/cursos/<slug>`, `/ebooks/<slug>`…). */
  link: z.string(),
  required_signatures: z.array(requiredSignatureSchema),
});
export type TrailStep = z.infer<typeof trailStepSchema>;

export const myTrailDetailSchema = myTrailSchema.extend({
  steps: z.array(trailStepSchema),
  /** Index of the first step not finished yet (null: the whole trail is done). */
  next_step: z.number().int().nullable(),
});
export type MyTrailDetail = z.infer<typeof myTrailDetailSchema>;

export const completeTrailItemSchema = z
  .object({
    kind: z.enum(COMPLETABLE_KIND_VALUES, {
      error: 'Só e-books, relatórios, podcasts e vídeos são marcados à mão.',
    }),
    target_id: id,
    /** False undoes the mark. */
    completed: z.boolean().default(true),
  })
  .strict();
export type CompleteTrailItem = z.input<typeof completeTrailItemSchema>;

export const trailItemCompletionSchema = z.object({
  kind: z.enum(COMPLETABLE_KIND_VALUES),
  target_id: z.number().int(),
  completed: z.boolean(),
});

export const trailContentsQuerySchema = z
  .object({ kind: z.enum(TRAIL_ITEM_KIND_VALUES, { error: TRAIL_ITEM_KIND_MESSAGE }) })
  .strict();

/** Whole percent of a trail: each step weighs the same; a course step counts its own percent. */
export function trailPercent(stepPercents: readonly number[]): number {
  if (stepPercents.length === 0) return 0;
  const sum = stepPercents.reduce((total, p) => total + Math.min(100, Math.max(0, p)), 0);
  return Math.floor(sum / stepPercents.length);
}

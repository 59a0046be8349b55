import { z } from 'zod';

/**
 * Analysts' credentials (CVM Resolução 20/2021): the CNPI number shown with every recommendation
 * and research report, the declaration each recommendation carries, and the declared conflicts
 * of interest. Without the number and the accepted declaration nobody publishes (issue 15).
 */

/** Res. CVM 20/2021, art. 21: shown with every recommendation, with the analyst's name and CNPI. */
export const ANALYST_DECLARATION =
  'Declaro que as recomendações refletem única e exclusivamente as minhas opiniões pessoais e que foram elaboradas de forma independente, inclusive em relação à instituição à qual estou vinculado.';

export const ANALYST_MESSAGES = {
  cnpi: 'Informe o número de certificação CNPI (ex.: EM-1234).',
  declaration: 'O analista precisa aceitar a declaração de independência.',
  notAnalyst: 'Esta pessoa não tem o perfil Analista.',
  notFound: 'Analista não encontrado.',
  cannotPublish:
    'Este analista ainda não pode publicar: faltam o número CNPI ou a declaração de independência.',
  methodNotAnalysts: 'Este analista não publica neste método.',
} as const;

export const analystCredentialsInputSchema = z
  .object({
    cnpi: z
      .string({ error: ANALYST_MESSAGES.cnpi })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9][A-Z0-9 -]{2,23}$/, { error: ANALYST_MESSAGES.cnpi }),
    declaration_accepted: z.literal(true, { error: ANALYST_MESSAGES.declaration }),
    /** As the analyst declares them; blank: none. */
    conflicts_of_interest: z.string().trim().max(2000).default(''),
    bio: z.string().trim().max(2000).nullish(),
    trade_method_ids: z.array(z.number().int().positive()).max(50).default([]),
  })
  .strict();
export type AnalystCredentialsInput = z.input<typeof analystCredentialsInputSchema>;

export const analystCredentialsSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  cnpi: z.string().nullable(),
  declaration_accepted_at: z.string().nullable(),
  conflicts_of_interest: z.string(),
  bio: z.string().nullable(),
  trade_methods: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** The number and the declaration are there. */
  can_publish: z.boolean(),
});
export type AnalystCredentials = z.infer<typeof analystCredentialsSchema>;

import { z } from 'zod';

export const XP_CODE_MESSAGE = 'Código XP inválido: use de 4 a 12 dígitos.';

/**
 * An XP client code as the broker writes it: digits only (spaces, dots and dashes are dropped).
 * Read by the staff import, Liberta's sign-up and the profile's "Código de cliente XP".
 */
export const xpCodeSchema = z
  .string({ error: XP_CODE_MESSAGE })
  .transform((v) => v.replace(/[\s.-]/g, ''))
  .pipe(z.string().regex(/^\d{4,12}$/, { error: XP_CODE_MESSAGE }));

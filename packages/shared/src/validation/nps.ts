import { z } from 'zod';

/** NPS survey rules (spec sections 5, 8 and 9). */
export const NPS_RATING_MIN = 1;
export const NPS_RATING_MAX = 10;
export const NPS_RATING_STEP = 1;
export const NPS_OPEN_ANSWER_MAX_LENGTH = 400;
export const NPS_MODAL_MAX_WIDTH = 700;

export const NPS_NO_ANSWER_MESSAGE = 'Responda ao menos uma pergunta.';
export const NPS_SAVED_MESSAGE = 'Pesquisa salva com sucesso';
export const NPS_SAVE_ERROR_MESSAGE = 'Erro ao salvar.';
export const NPS_RATING_MESSAGE = `Escolha uma nota de ${NPS_RATING_MIN} a ${NPS_RATING_MAX}.`;
export const NPS_OPEN_ANSWER_TOO_LONG_MESSAGE = `A resposta deve ter no máximo ${NPS_OPEN_ANSWER_MAX_LENGTH} caracteres.`;

export const npsRatingSchema = z
  .number({ error: NPS_RATING_MESSAGE })
  .int({ error: NPS_RATING_MESSAGE })
  .min(NPS_RATING_MIN, { error: NPS_RATING_MESSAGE })
  .max(NPS_RATING_MAX, { error: NPS_RATING_MESSAGE });

export const npsOpenAnswerSchema = z
  .string()
  .trim()
  .min(1)
  .max(NPS_OPEN_ANSWER_MAX_LENGTH, { error: NPS_OPEN_ANSWER_TOO_LONG_MESSAGE });

/** One answer as sent to the API: the question-user id and a score or a text. */
export const npsAnswerSchema = z.object({
  id: z.number().int().positive(),
  answer: z.union([npsRatingSchema, npsOpenAnswerSchema]),
});

/** What the API accepts: at least one answer. */
export const npsAnswerListSchema = z
  .array(npsAnswerSchema)
  .min(1, { error: NPS_NO_ANSWER_MESSAGE });

export type NpsAnswer = z.infer<typeof npsAnswerSchema>;

/** The fields of an NPS question (spec section 3) that decide how it is answered. */
export interface NpsQuestionShape {
  nps_question_users_id: number;
  open_question: boolean;
}

/** What a form holds for one question: nothing yet, a score (number or numeric text) or a text. */
export type NpsAnswerInput = string | number | null | undefined;

export type BuildNpsAnswersResult =
  | { ok: true; answers: NpsAnswer[] }
  | { ok: false; message: string; fieldErrors: Record<number, string> };

/**
 * Turns the form's answers (keyed by `nps_question_users_id`) into the list the API takes.
 * Blank answers are dropped: empty or blank text, null, undefined, and a score of 0 (what rating
 * widgets report when nothing is chosen). A score outside 1..10 or not whole, or a text over 400
 * characters, is an error on that question. When nothing is left the whole survey fails with
 * 'Responda ao menos uma pergunta.'. Answers to questions not in `questions` are ignored.
 */
export function buildNpsAnswers(
  questions: readonly NpsQuestionShape[],
  answers: Readonly<Record<number, NpsAnswerInput>> | Readonly<Record<string, NpsAnswerInput>>,
): BuildNpsAnswersResult {
  const byId = answers as Readonly<Record<string, NpsAnswerInput>>;
  const cleaned: NpsAnswer[] = [];
  const fieldErrors: Record<number, string> = {};
  for (const question of questions) {
    const id = question.nps_question_users_id;
    const raw = byId[String(id)];
    if (raw === null || raw === undefined) continue;
    const text = String(raw).trim();
    if (text === '') continue;
    if (question.open_question) {
      const parsed = npsOpenAnswerSchema.safeParse(text);
      if (parsed.success) cleaned.push({ id, answer: parsed.data });
      else fieldErrors[id] = NPS_OPEN_ANSWER_TOO_LONG_MESSAGE;
      continue;
    }
    const score =
      typeof raw === 'number' ? raw : /^-?\d+(?:\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
    if (score === 0) continue;
    const parsed = npsRatingSchema.safeParse(score);
    if (parsed.success) cleaned.push({ id, answer: parsed.data });
    else fieldErrors[id] = NPS_RATING_MESSAGE;
  }
  const firstError = Object.values(fieldErrors)[0];
  if (firstError !== undefined) return { ok: false, message: firstError, fieldErrors };
  if (cleaned.length === 0) return { ok: false, message: NPS_NO_ANSWER_MESSAGE, fieldErrors };
  return { ok: true, answers: cleaned };
}

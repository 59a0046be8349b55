import {
  CHAT_FILE_MAX_BYTES,
  CHAT_FILE_MIME_TYPES,
  CHAT_FILES_PER_MESSAGE,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_MESSAGES,
  recommendationPayloadSchema,
} from '@app/shared';
import type { RecommendationPayload } from '@app/shared';

/** The i18n key (namespace `chat`) of a price the schema refused. */
export const INVALID_PRICE = 'composer.invalidPrice';

/** The counter shows from this many characters on. */
export const COUNTER_FROM = CHAT_MESSAGE_MAX_LENGTH - 200;

/** The contract's pt-BR message for a file the server would refuse, or null when it may go. */
export function fileProblem(
  file: { type: string; size: number },
  alreadyAttached: number,
): string | null {
  if (alreadyAttached >= CHAT_FILES_PER_MESSAGE) return CHAT_MESSAGES.tooManyFiles;
  if (!(CHAT_FILE_MIME_TYPES as readonly string[]).includes(file.type))
    return CHAT_MESSAGES.fileType;
  if (file.size > CHAT_FILE_MAX_BYTES) return CHAT_MESSAGES.fileTooLarge;
  return null;
}

/** Why the text cannot be sent as is (null: it can). */
export function textProblem(text: string, files: number, type: 1 | 3 | 5): string | null {
  const trimmed = text.trim();
  if (trimmed.length > CHAT_MESSAGE_MAX_LENGTH) return CHAT_MESSAGES.tooLong;
  if (trimmed.length === 0 && files === 0 && type !== 5) return CHAT_MESSAGES.empty;
  return null;
}

export interface RecommendationDraft {
  ticker: string;
  operation: 'compra' | 'venda';
  entry: number | string;
  stop: number | string;
  target: number | string;
}

function toCents(value: number | string): number | null {
  if (value === '' || value === null) return null;
  const n = typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
  return Number.isFinite(n) ? Math.round(n * 100) : NaN;
}

/** The recommendation payload (cents) checked by the contract's schema, or the field errors. */
export function recommendationFromDraft(
  draft: RecommendationDraft,
):
  | { ok: true; payload: RecommendationPayload }
  | { ok: false; errors: Partial<Record<keyof RecommendationDraft, string>> } {
  const result = recommendationPayloadSchema.safeParse({
    ticker: draft.ticker,
    operation: draft.operation,
    entry_cents: toCents(draft.entry) ?? undefined,
    stop_cents: toCents(draft.stop),
    target_cents: toCents(draft.target),
  });
  if (result.success) return { ok: true, payload: result.data };
  const errors: Partial<Record<keyof RecommendationDraft, string>> = {};
  const fields: Record<string, keyof RecommendationDraft> = {
    ticker: 'ticker',
    operation: 'operation',
    entry_cents: 'entry',
    stop_cents: 'stop',
    target_cents: 'target',
  };
  for (const issue of result.error.issues) {
    const field = fields[String(issue.path[0])];
    if (field && !errors[field]) errors[field] = field === 'ticker' ? issue.message : INVALID_PRICE;
  }
  return { ok: false, errors };
}

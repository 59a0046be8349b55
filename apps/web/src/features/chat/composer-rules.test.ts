import { CHAT_FILE_MAX_BYTES, CHAT_MESSAGE_MAX_LENGTH, CHAT_MESSAGES } from '@app/shared';
import { describe, expect, it } from 'vitest';
import {
  fileProblem,
  INVALID_PRICE,
  recommendationFromDraft,
  textProblem,
} from './composer-rules.ts';

describe('composer validation', () => {
  it('refuses empty text unless files or a recommendation go with it', () => {
    expect(textProblem('   ', 0, 1)).toBe(CHAT_MESSAGES.empty);
    expect(textProblem('   ', 1, 1)).toBeNull();
    expect(textProblem('', 0, 5)).toBeNull();
    expect(textProblem('bom dia', 0, 1)).toBeNull();
  });

  it('refuses text over the limit', () => {
    expect(textProblem('a'.repeat(CHAT_MESSAGE_MAX_LENGTH), 0, 1)).toBeNull();
    expect(textProblem('a'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1), 0, 1)).toBe(CHAT_MESSAGES.tooLong);
  });

  it('checks attachments by type, size and count with the contract messages', () => {
    expect(fileProblem({ type: 'image/png', size: 1000 }, 0)).toBeNull();
    expect(fileProblem({ type: 'application/pdf', size: CHAT_FILE_MAX_BYTES }, 3)).toBeNull();
    expect(fileProblem({ type: 'application/pdf', size: CHAT_FILE_MAX_BYTES + 1 }, 0)).toBe(
      CHAT_MESSAGES.fileTooLarge,
    );
    expect(fileProblem({ type: 'text/html', size: 10 }, 0)).toBe(CHAT_MESSAGES.fileType);
    expect(fileProblem({ type: 'image/svg+xml', size: 10 }, 0)).toBe(CHAT_MESSAGES.fileType);
    expect(fileProblem({ type: 'image/png', size: 10 }, 4)).toBe(CHAT_MESSAGES.tooManyFiles);
  });

  it('turns a recommendation draft into cents checked by the contract', () => {
    const result = recommendationFromDraft({
      ticker: 'petr4',
      operation: 'venda',
      entry: 38.5,
      stop: '',
      target: 36.2,
    });
    expect(result).toEqual({
      ok: true,
      payload: {
        ticker: 'PETR4',
        operation: 'venda',
        entry_cents: 3850,
        stop_cents: null,
        target_cents: 3620,
      },
    });
  });

  it('names the fields a recommendation draft gets wrong', () => {
    const result = recommendationFromDraft({
      ticker: 'P!',
      operation: 'compra',
      entry: '',
      stop: -1,
      target: '',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.ticker).toBe('Informe o código do ativo (ex.: PETR4).');
    expect(result.errors.entry).toBe(INVALID_PRICE);
    expect(result.errors.stop).toBe(INVALID_PRICE);
    expect(result.errors.target).toBeUndefined();
  });
});

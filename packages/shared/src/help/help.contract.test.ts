import { describe, expect, it } from 'vitest';
import {
  HELP_MESSAGES,
  helpCategoryForm,
  helpQuestionForm,
  helpQuestionInputSchema,
  helpSearchText,
  helpSlugOf,
} from './help.contract.ts';

describe('help centre contract', () => {
  it('compares text without accents, case or repeated spaces', () => {
    expect(helpSearchText('  Cartão  de CRÉDITO\tà vista ')).toBe('cartao de credito a vista');
    expect(helpSearchText('Ação çÇ')).toBe('acao cc');
  });

  it('proposes a slug from a category name', () => {
    expect(helpSlugOf('Assinaturas & Pagamentos!')).toBe('assinaturas-pagamentos');
    expect(helpSlugOf('  Transmissões ao vivo ')).toBe('transmissoes-ao-vivo');
    expect(helpSlugOf('a'.repeat(100))).toHaveLength(80);
  });

  it('refuses repeated or unknown brands and an empty answer', () => {
    const base = {
      category_id: 1,
      question: 'Como pago?',
      answer: '<p>Pix</p>',
      brands: ['liberta'],
    };
    expect(helpQuestionInputSchema.safeParse(base).success).toBe(true);
    const repeated = helpQuestionInputSchema.safeParse({ ...base, brands: ['liberta', 'liberta'] });
    expect(repeated.error?.issues.map((i) => i.message)).toEqual([HELP_MESSAGES.brandsRepeated]);
    const unknown = helpQuestionInputSchema.safeParse({ ...base, brands: ['marte'] });
    expect(unknown.error?.issues.map((i) => i.message)).toEqual([HELP_MESSAGES.brands]);
    const empty = helpQuestionInputSchema.safeParse({ ...base, answer: '<p><br></p>' });
    expect(empty.error?.issues.map((i) => i.message)).toEqual([HELP_MESSAGES.answer]);
  });

  it('sends what the question form holds as the API reads it', () => {
    const held = helpQuestionForm.values(undefined);
    expect(held).toMatchObject({ category_id: null, brands: ['brazilian', 'global', 'liberta'] });
    const none = helpQuestionForm.schema.safeParse(held);
    expect(none.success).toBe(false);
    const sent = helpQuestionForm.schema.parse({
      ...held,
      category_id: '4',
      question: 'Como pago?',
      answer: '<p>Pix</p>',
      order: '',
    });
    expect(sent).toEqual({
      category_id: 4,
      question: 'Como pago?',
      answer: '<p>Pix</p>',
      brands: ['brazilian', 'global', 'liberta'],
      order: 0,
      active: true,
    });
    expect(helpCategoryForm.values({ name: 'X', slug: 'x', order: 3, active: false })).toEqual({
      name: 'X',
      slug: 'x',
      order: 3,
      active: false,
    });
  });
});

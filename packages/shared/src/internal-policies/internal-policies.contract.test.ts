import { describe, expect, it } from 'vitest';
import {
  INTERNAL_POLICY_MESSAGES,
  internalPolicyForm,
  internalPolicyInputSchema,
} from './internal-policies.contract.ts';

describe('the internal policy input', () => {
  it('fills the defaults and reads an empty text, summary or note as none', () => {
    expect(
      internalPolicyInputSchema.parse({
        title: '  Código de conduta ',
        category: 'Conduta',
        summary: '',
        body_html: '<p></p>',
        change_note: '',
      }),
    ).toEqual({
      title: 'Código de conduta',
      category: 'Conduta',
      summary: null,
      body_html: null,
      required_reading: false,
      audience: 'all',
      profile_ids: [],
      change_note: null,
      publish: false,
    });
  });

  it('asks for the profiles when the audience is chosen profiles', () => {
    const result = internalPolicyInputSchema.safeParse({
      title: 'Política de brindes',
      category: 'Compliance',
      audience: 'profiles',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['profile_ids', INTERNAL_POLICY_MESSAGES.profiles],
    ]);
  });

  it('refuses unknown fields and says what is missing in pt-BR', () => {
    const result = internalPolicyInputSchema.safeParse({ title: 'x', category: '', extra: 1 });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toContain(INTERNAL_POLICY_MESSAGES.title);
    expect(messages).toContain(INTERNAL_POLICY_MESSAGES.category);
  });

  it("the staff form starts a new policy as required reading for all staff, and reads a record's profiles", () => {
    expect(internalPolicyForm.values(undefined)).toMatchObject({
      required_reading: true,
      audience: 'all',
      profile_ids: [],
      publish: false,
    });
    expect(
      internalPolicyForm.values({ audience: 'profiles', profile_ids: [2, 5], publish: true }),
    ).toMatchObject({ audience: 'profiles', profile_ids: ['2', '5'] });
  });
});

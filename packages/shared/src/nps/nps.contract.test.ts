import { describe, expect, it } from 'vitest';
import { npsAudienceSchema, npsBand, npsScore, NPS_MESSAGES } from './nps.contract.ts';

describe('NPS score on the 1..10 scale', () => {
  it('bands 9-10 as promoters, 7-8 passives, 1-6 detractors', () => {
    expect([1, 6, 7, 8, 9, 10].map(npsBand)).toEqual([
      'detractor',
      'detractor',
      'passive',
      'passive',
      'promoter',
      'promoter',
    ]);
  });

  it('is % promoters − % detractors, rounded, null without scores', () => {
    expect(npsScore({ promoters: 0, passives: 0, detractors: 0 })).toBeNull();
    expect(npsScore({ promoters: 5, passives: 3, detractors: 2 })).toBe(30);
    expect(npsScore({ promoters: 0, passives: 0, detractors: 4 })).toBe(-100);
    expect(npsScore({ promoters: 1, passives: 1, detractors: 1 })).toBe(0);
    expect(npsScore({ promoters: 2, passives: 0, detractors: 1 })).toBe(33);
  });
});

describe('NPS audience', () => {
  it('defaults to everyone and refuses a sign-up range that ends before it starts', () => {
    expect(npsAudienceSchema.parse({})).toEqual({
      profile_ids: [],
      signature_type_ids: [],
      product_ids: [],
      course_ids: [],
      trial: 'any',
      signed_up_from: null,
      signed_up_to: null,
    });
    const bad = npsAudienceSchema.safeParse({
      signed_up_from: '2026-02-01',
      signed_up_to: '2026-01-31',
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(NPS_MESSAGES.dateRange);
  });
});

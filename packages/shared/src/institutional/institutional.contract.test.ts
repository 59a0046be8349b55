import { describe, expect, it } from 'vitest';
import { advisorForm, influencerForm } from '../forms/institutional-forms.ts';
import { ADVISOR_MESSAGES, advisorInputSchema } from './advisors.contract.ts';
import { isCompleteTracking, trackingFromSearch } from '../identity/tracking.ts';
import {
  INFLUENCER_MESSAGES,
  influencerLink,
  influencerPeriodQuerySchema,
} from './influencers.contract.ts';

/** Whether the browser would keep the link's UTM data (source, medium and campaign present). */
const isCompleteTrackingLink = (link: string) =>
  isCompleteTracking(trackingFromSearch(link.slice(link.indexOf('?'))));

describe('advisor input', () => {
  it('reads a masked phone as digits and asks for a phone before WhatsApp', () => {
    expect(advisorInputSchema.parse({ name: 'Ana Lima', phone: '(11) 98765-4321' })).toMatchObject({
      phone: '11987654321',
      whatsapp: false,
      certifications: [],
      order: 0,
      active: true,
    });
    const refused = advisorInputSchema.safeParse({ name: 'Ana Lima', whatsapp: true });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({
      path: ['whatsapp'],
      message: ADVISOR_MESSAGES.whatsappWithoutPhone,
    });
  });

  it('the staff form sends what the API reads, and shows a stored record back', () => {
    const values = advisorForm.values({
      name: 'Ana Lima',
      phone: '11987654321',
      certifications: [{ kind: 'CEA', number: '123' }],
      user_id: 7,
    });
    expect(values).toMatchObject({ phone: '(11) 98765-4321', user_id: '7', order: 0 });
    expect(advisorForm.schema.parse(values)).toMatchObject({
      phone: '11987654321',
      user_id: 7,
      certifications: [{ kind: 'CEA', number: '123' }],
    });
  });
});

describe('influencer links and periods', () => {
  it('links carry complete UTM data (source, medium, campaign) and the code', () => {
    const link = influencerLink('/loja/curso?x=1', 'Duda_1');
    expect(link).toBe(
      '/loja/curso?x=1&utm_source=influenciador&utm_medium=influenciador&utm_campaign=Duda_1&utm_influenciador=Duda_1',
    );
    expect(isCompleteTrackingLink(link)).toBe(true);
  });

  it('refuses a period that ends before it starts or spans more than a year', () => {
    expect(
      influencerPeriodQuerySchema.safeParse({ from: '2026-01-01', to: '2026-12-31' }).success,
    ).toBe(true);
    for (const period of [
      { from: '2026-02-10', to: '2026-02-01' },
      { from: '2024-01-01', to: '2026-01-01' },
    ]) {
      const result = influencerPeriodQuerySchema.safeParse(period);
      expect(result.error?.issues[0]?.message).toBe(INFLUENCER_MESSAGES.period);
    }
  });

  it('the form refuses a code with spaces with the contract’s words', () => {
    const result = influencerForm.schema.safeParse(
      influencerForm.values({ name: 'Duda', code: 'duda finanças', channels: [] }),
    );
    expect(result.error?.issues.map((i) => i.message)).toContain(INFLUENCER_MESSAGES.code);
  });
});

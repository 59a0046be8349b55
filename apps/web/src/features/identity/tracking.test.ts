import { afterEach, describe, expect, it } from 'vitest';
import {
  applyTrackingConsent,
  captureTracking,
  resetLandingTracking,
  storedTracking,
} from './tracking.ts';

const LANDING = '?utm_source=google&utm_medium=cpc&utm_campaign=black-friday&utm_influenciador=ana';

afterEach(() => {
  resetLandingTracking();
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
});

describe('tracking cookies', () => {
  it('sets no UTM cookie before marketing is accepted, and sets them once it is', () => {
    let marketing = false;
    captureTracking(LANDING, document, () => marketing);
    expect(document.cookie).not.toContain('utm_');
    marketing = true;
    applyTrackingConsent(document, () => marketing);
    expect(storedTracking()).toEqual({
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'black-friday',
      utm_influenciador: 'ana',
    });
    // Withdrawn: they go.
    marketing = false;
    applyTrackingConsent(document, () => marketing);
    expect(storedTracking()).toEqual({});
  });

  it('keeps nothing when source, medium or campaign is missing, even with consent', () => {
    captureTracking('?utm_source=google&utm_medium=cpc', document, () => true);
    expect(storedTracking()).toEqual({});
  });
});

import { describe, expect, it } from 'vitest';
import { loginRequestSchema, shouldShowTrial, signUpRequestSchema } from './auth.contract.ts';
import {
  INVALID_CREDENTIALS_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  PASSWORDS_DIFFER_MESSAGE,
  TERMS_REQUIRED_MESSAGE,
} from './messages.ts';
import { guestUserData, isGuestAllowedPath } from './guest.ts';
import {
  isCompleteTracking,
  trackingFromHeaders,
  trackingFromSearch,
  trackingHeaders,
} from './tracking.ts';
import { permissionsToRules } from '../permissions/resources.ts';

const validSignUp = {
  name: 'Carla Cliente',
  email: '  Carla@Example.COM ',
  password: 'uma frase longa o bastante',
  password_confirmation: 'uma frase longa o bastante',
  phone_number: '(11) 98765-4321',
  identifier: '529.982.247-25',
  accept_terms: true,
};

describe('login request', () => {
  it('normalises the e-mail and rejects unknown fields', () => {
    expect(loginRequestSchema.parse({ email: ' A@B.com ', password: 'x' }).email).toBe('a@b.com');
    expect(
      loginRequestSchema.safeParse({ email: 'a@b.com', password: 'x', profile_id: 1 }).success,
    ).toBe(false);
  });

  it('has one generic message for bad credentials', () => {
    expect(INVALID_CREDENTIALS_MESSAGE).toBe('E-mail ou senha inválidos.');
  });
});

describe('sign-up request', () => {
  it('accepts a valid sign-up and outputs canonical phone and tax id', () => {
    const out = signUpRequestSchema.parse(validSignUp);
    expect(out.email).toBe('carla@example.com');
    expect(out.phone_number).toBe('11987654321');
    expect(out.identifier).toBe('52998224725');
  });

  it('rejects a short password, a mismatch and unaccepted terms with pt-BR messages', () => {
    const result = signUpRequestSchema.safeParse({
      ...validSignUp,
      password: 'curta',
      password_confirmation: 'outra',
      accept_terms: false,
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages).toContain(PASSWORD_TOO_SHORT_MESSAGE);
    expect(messages).toContain(TERMS_REQUIRED_MESSAGE);
  });

  it('accepts a 64-character passphrase and reports a differing confirmation', () => {
    const long = 'a'.repeat(64);
    expect(
      signUpRequestSchema.safeParse({ ...validSignUp, password: long, password_confirmation: long })
        .success,
    ).toBe(true);
    const mismatch = signUpRequestSchema.safeParse({
      ...validSignUp,
      password_confirmation: 'diferente demais',
    });
    expect(mismatch.error?.issues[0]?.message).toBe(PASSWORDS_DIFFER_MESSAGE);
  });
});

describe('trial visibility', () => {
  it('shows the trial only when show-trial is set and days are positive', () => {
    expect(shouldShowTrial(true, 7)).toBe(true);
    expect(shouldShowTrial(true, 0)).toBe(false);
    expect(shouldShowTrial(false, 7)).toBe(false);
    expect(shouldShowTrial(undefined, undefined)).toBe(false);
  });
});

describe('guest user', () => {
  it('is id 0 with Cliente-Home and every action', () => {
    const guest = guestUserData();
    expect(guest.id).toBe(0);
    const rules = permissionsToRules(guest.profile.permissions);
    expect(rules.every((rule) => rule.subject === 'Cliente-Home')).toBe(true);
    expect(rules.map((rule) => rule.action).sort()).toEqual([
      'create',
      'delete',
      'manage',
      'read',
      'update',
    ]);
  });

  it('applies on launch, course, internal, ebooks and cart pages only', () => {
    expect(isGuestAllowedPath('/lancamento/x')).toBe(true);
    expect(isGuestAllowedPath('/curso/y')).toBe(true);
    expect(isGuestAllowedPath('/interna/z')).toBe(true);
    expect(isGuestAllowedPath('/ebooks/w')).toBe(true);
    expect(isGuestAllowedPath('/carrinho')).toBe(true);
    expect(isGuestAllowedPath('/carrinhos')).toBe(false);
    expect(isGuestAllowedPath('/feed')).toBe(false);
  });
});

describe('tracking', () => {
  const complete = {
    utm_source: 'google',
    utm_medium: 'cpc',
    utm_campaign: 'black-friday',
    utm_term: 'day trade',
  };

  it('sends headers only when source, medium and campaign are all present', () => {
    expect(trackingHeaders(complete)).toEqual({
      'utm-source': 'google',
      'utm-medium': 'cpc',
      'utm-campaign': 'black-friday',
      'utm-term': 'day trade',
    });
    expect(trackingHeaders({ utm_source: 'google', utm_medium: 'cpc' })).toEqual({});
    expect(isCompleteTracking({ utm_source: ' ', utm_medium: 'a', utm_campaign: 'b' })).toBe(false);
  });

  it('round-trips through headers and reads a landing URL', () => {
    expect(trackingFromHeaders(trackingHeaders(complete))).toEqual(complete);
    expect(trackingFromHeaders({ 'utm-source': 'x' })).toBeNull();
    expect(trackingFromSearch('?utm_source=a&utm_medium=b&utm_campaign=c&x=1')).toEqual({
      utm_source: 'a',
      utm_medium: 'b',
      utm_campaign: 'c',
    });
  });
});

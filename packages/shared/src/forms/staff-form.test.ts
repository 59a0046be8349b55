import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { calendarEventForm, courseForm, podcastForm, trailForm } from './learning-forms.ts';
import { broadcastForm } from './live-forms.ts';
import { userCreateForm, userUpdateForm } from './people-forms.ts';
import {
  DURATION_TEXT_MESSAGE,
  MONEY_TEXT_MESSAGE,
  PRICE_REQUIRED_MESSAGE,
  basisPointsToPercent,
  limitOf,
  percentToBasisPoints,
  saoPauloLocalToIso,
} from './staff-form.ts';
import { couponForm } from './store-forms.ts';

const messagesOf = (result: { success: boolean; error?: { issues: unknown[] } }) =>
  Object.fromEntries(
    ((result.error?.issues ?? []) as { path: PropertyKey[]; message: string }[]).map((i) => [
      i.path.join('.'),
      i.message,
    ]),
  );

describe('staff forms (what the form holds ↔ what the API reads)', () => {
  it('holds a new record blank, with the defaults the page starts from', () => {
    expect(podcastForm.values()).toEqual({
      title: '',
      audio_url: '',
      video_url: '',
      duration_seconds: '',
      cover_url: '',
      description_html: '',
      status: 'draft',
      published_at: '',
    });
    expect(courseForm.values().max_installments).toBe(12);
    expect(courseForm.values().ad_texts).toEqual({ brazilian: '', global: '', liberta: '' });
  });

  it('holds a stored record as the inputs show it and sends it back as it was', () => {
    const stored = {
      id: 7,
      title: 'Ep. 1',
      audio_url: 'https://cdn.example.com/ep1.mp3',
      video_url: null,
      duration_seconds: 1872,
      cover_url: null,
      description_html: '<p>Oi</p>',
      status: 'published',
      published_at: '2026-11-24T13:30:00.000Z',
      updated_at: '2026-11-24T13:30:00.000Z',
    };
    const values = podcastForm.values(stored);
    expect(values).toMatchObject({
      duration_seconds: '31:12',
      video_url: '',
      published_at: '2026-11-24T10:30',
    });
    expect(podcastForm.schema.parse(values)).toEqual({
      title: 'Ep. 1',
      audio_url: 'https://cdn.example.com/ep1.mp3',
      video_url: null,
      duration_seconds: 1872,
      cover_url: null,
      description_html: '<p>Oi</p>',
      status: 'published',
      published_at: '2026-11-24T13:30:00.000Z',
    });
  });

  it("answers with the API's own messages, under the fields the form holds", () => {
    const result = podcastForm.schema.safeParse({ ...podcastForm.values(), title: 'x' });
    expect(messagesOf(result)).toEqual({
      title: 'Informe o título do episódio.',
      audio_url: 'Informe o link do áudio ou do vídeo do episódio.',
    });
  });

  it('refuses text that is not an amount or a length, in pt-BR, with the rest at once', () => {
    expect(
      messagesOf(
        podcastForm.schema.safeParse({ ...podcastForm.values(), duration_seconds: '1:75' }),
      ),
    ).toEqual({
      duration_seconds: DURATION_TEXT_MESSAGE,
      title: 'Informe o título do episódio.',
      audio_url: 'Informe o link do áudio ou do vídeo do episódio.',
    });
    const course = { ...courseForm.values(), title: 'Price Action' };
    expect(messagesOf(courseForm.schema.safeParse({ ...course, price_cents: '' }))).toEqual({
      price_cents: PRICE_REQUIRED_MESSAGE,
    });
    expect(messagesOf(courseForm.schema.safeParse({ ...course, price_cents: '12,3,4' }))).toEqual({
      price_cents: MONEY_TEXT_MESSAGE,
    });
    expect(courseForm.schema.parse({ ...course, price_cents: 'R$ 1.234,5' }).price_cents).toBe(
      123_450,
    );
  });

  it('sends only the chosen discount of a coupon', () => {
    const coupon = {
      ...couponForm.values(),
      code: 'natal 25',
      discount_type: 'fixed' as const,
      percent_basis_points: '150',
      amount_cents: '30,00',
    };
    expect(couponForm.schema.parse(coupon)).toMatchObject({
      code: 'NATAL25',
      percent_basis_points: null,
      amount_cents: 3000,
      min_cart_cents: 0,
    });
    expect(
      messagesOf(couponForm.schema.safeParse({ ...coupon, discount_type: 'percent' })),
    ).toEqual({ percent_basis_points: 'Informe um percentual entre 0,01 e 100.' });
    expect(percentToBasisPoints('12,5')).toBe(1250);
    expect(percentToBasisPoints('0.01')).toBe(1);
    expect(percentToBasisPoints('')).toBeNull();
    expect(percentToBasisPoints('12,345')).toBeNaN();
    expect(percentToBasisPoints('dez')).toBeNaN();
    expect(basisPointsToPercent(1250)).toBe('12,5');
    expect(basisPointsToPercent(1000)).toBe('10');
    expect(basisPointsToPercent(1)).toBe('0,01');
    expect(saoPauloLocalToIso('2026-12-01T10:00')).toBe('2026-12-01T13:00:00.000Z');
    expect(saoPauloLocalToIso('')).toBeNull();
  });

  it('keeps what a trail step shows out of what is sent', () => {
    const values = trailForm.values({
      title: 'Trilha',
      items: [{ kind: 'course', target_id: 3, title: 'Opções', status: 'draft', order: 1 }],
    });
    expect(values.items).toEqual([{ kind: 'course', target_id: 3, title: 'Opções', draft: true }]);
    expect(trailForm.schema.parse(values).items).toEqual([{ kind: 'course', target_id: 3 }]);
  });

  it('holds an event as a São Paulo day and an optional hour', () => {
    const values = calendarEventForm.values({
      title: 'Copom',
      starts_at: '2026-12-10T21:30:00.000Z',
      has_time: true,
      day: '2026-12-10',
      importance: 3,
      country: 'BR',
      assets: ['DI1F27'],
      description: null,
    });
    expect(values).toMatchObject({ starts_at: '2026-12-10', time: '18:30', importance: '3' });
    expect(calendarEventForm.schema.parse(values)).toMatchObject({
      starts_at: '2026-12-10T21:30:00.000Z',
      has_time: true,
      importance: 3,
    });
    expect(calendarEventForm.schema.parse({ ...values, time: '' })).toMatchObject({
      starts_at: '2026-12-10T03:00:00.000Z',
      has_time: false,
    });
  });

  it('holds a broadcast moment as a day and an hour, and a new one an hour from now', () => {
    const values = broadcastForm.values({ scheduled_start_at: '2026-11-24T13:00:00.000Z' });
    expect(values.scheduled_start_at).toEqual({ day: '2026-11-24', time: '10:00' });
    const fresh = broadcastForm.values();
    expect(fresh.scheduled_start_at.time).toMatch(/^\d{2}:00$/);
  });

  it('sends a new password only when creating a user', () => {
    const user = {
      ...userCreateForm.values(),
      name: 'Rita Research',
      email: 'rita@example.com',
      identifier: '529.982.247-25',
      profile_id: '2',
      password: 'senha-inicial-da-rita',
    };
    expect(userCreateForm.schema.parse(user)).toMatchObject({
      identifier: '52998224725',
      profile_id: 2,
      password: 'senha-inicial-da-rita',
      nickname: null,
    });
    expect(userUpdateForm.schema.parse(user)).not.toHaveProperty('password');
    expect(messagesOf(userUpdateForm.schema.safeParse({ ...user, profile_id: null }))).toEqual({
      profile_id: 'Selecione um perfil.',
    });
  });
});

describe("a form's limits (what the API's schema asks of each field, for its input)", () => {
  it('reads required and the longest text through optional, nullable, default and transforms', () => {
    expect(limitOf(z.string().trim().min(1).max(160))).toEqual({ required: true, maxLength: 160 });
    expect(limitOf(z.string().max(300).nullable().optional())).toEqual({
      maxLength: 300,
      nullable: true,
    });
    expect(limitOf(z.string().min(1).default('x'))).toEqual({});
    expect(limitOf(z.url().max(500))).toEqual({ required: true, maxLength: 500 });
    expect(limitOf(z.email().max(254).nullable())).toEqual({ maxLength: 254, nullable: true });
    expect(
      limitOf(
        z
          .string()
          .max(20)
          .transform((text) => text.trim()),
      ),
    ).toEqual({ maxLength: 20 });
    expect(limitOf(z.int().positive())).toEqual({ required: true });
    expect(limitOf(z.enum(['a', 'b']))).toEqual({ required: true });
    expect(limitOf(z.number().nullable())).toEqual({ nullable: true });
    expect(limitOf(z.int().positive().optional())).toEqual({});
    expect(limitOf(z.boolean())).toEqual({});
    expect(limitOf(z.array(z.int()))).toEqual({});
  });

  it("gives each field of a form the limit of the API's field of the same name", () => {
    expect(podcastForm.limits.title).toEqual({ required: true, maxLength: 160 });
    expect(podcastForm.limits.audio_url).toEqual({ maxLength: 500, nullable: true });
    // The API fills a status in when none is sent.
    expect(podcastForm.limits.status).toEqual({});
    // A field the API does not read as such (an hour joined to the day) has none.
    expect(Object.keys(calendarEventForm.limits)).not.toContain('time');
  });
});

import { describe, expect, it } from 'vitest';
import {
  NPS_NO_ANSWER_MESSAGE,
  NPS_OPEN_ANSWER_MAX_LENGTH,
  NPS_OPEN_ANSWER_TOO_LONG_MESSAGE,
  NPS_RATING_MAX,
  NPS_RATING_MESSAGE,
  NPS_RATING_MIN,
  buildNpsAnswers,
  npsAnswerListSchema,
  npsRatingSchema,
} from './nps.ts';

const questions = [
  { nps_question_users_id: 11, open_question: false },
  { nps_question_users_id: 12, open_question: true },
  { nps_question_users_id: 13, open_question: false },
];

describe('NPS constants', () => {
  it('match spec section 5 and 9', () => {
    expect([NPS_RATING_MIN, NPS_RATING_MAX, NPS_OPEN_ANSWER_MAX_LENGTH]).toEqual([1, 10, 400]);
    expect(NPS_NO_ANSWER_MESSAGE).toBe('Responda ao menos uma pergunta.');
  });
});

describe('buildNpsAnswers', () => {
  it('keeps the answered questions, trimming texts and reading numeric scores', () => {
    expect(buildNpsAnswers(questions, { 11: 9, 12: '  Ótimas aulas  ', 13: '7' })).toEqual({
      ok: true,
      answers: [
        { id: 11, answer: 9 },
        { id: 12, answer: 'Ótimas aulas' },
        { id: 13, answer: 7 },
      ],
    });
  });

  it('drops blank answers before sending', () => {
    expect(buildNpsAnswers(questions, { 11: null, 12: '   ', 13: 10 })).toEqual({
      ok: true,
      answers: [{ id: 13, answer: 10 }],
    });
  });

  it('treats a score of 0 as not answered (what rating widgets report)', () => {
    expect(buildNpsAnswers(questions, { 11: 0, 12: 'ok' })).toEqual({
      ok: true,
      answers: [{ id: 12, answer: 'ok' }],
    });
  });

  it("fails with 'Responda ao menos uma pergunta.' when nothing is answered", () => {
    expect(buildNpsAnswers(questions, {})).toEqual({
      ok: false,
      message: NPS_NO_ANSWER_MESSAGE,
      fieldErrors: {},
    });
    expect(buildNpsAnswers(questions, { 11: '', 12: ' ', 13: undefined })).toMatchObject({
      ok: false,
      message: 'Responda ao menos uma pergunta.',
    });
  });

  it('rejects a score outside 1 to 10 or not whole', () => {
    for (const score of [11, -1, 7.5, '7,5', 'dez']) {
      expect(buildNpsAnswers(questions, { 11: score })).toEqual({
        ok: false,
        message: NPS_RATING_MESSAGE,
        fieldErrors: { 11: NPS_RATING_MESSAGE },
      });
    }
  });

  it('accepts an open answer of exactly 400 characters and rejects 401', () => {
    expect(buildNpsAnswers(questions, { 12: 'a'.repeat(400) }).ok).toBe(true);
    expect(buildNpsAnswers(questions, { 12: 'a'.repeat(401) })).toEqual({
      ok: false,
      message: NPS_OPEN_ANSWER_TOO_LONG_MESSAGE,
      fieldErrors: { 12: NPS_OPEN_ANSWER_TOO_LONG_MESSAGE },
    });
  });

  it('ignores answers to questions it was not given', () => {
    expect(buildNpsAnswers(questions, { 99: 5 }).ok).toBe(false);
  });
});

describe('NPS schemas', () => {
  it('accepts scores 1 to 10 in steps of 1', () => {
    expect(npsRatingSchema.safeParse(1).success).toBe(true);
    expect(npsRatingSchema.safeParse(10).success).toBe(true);
    expect(npsRatingSchema.safeParse(0).success).toBe(false);
    expect(npsRatingSchema.safeParse(5.5).success).toBe(false);
  });

  it('needs at least one answer in the list the API takes', () => {
    const result = npsAnswerListSchema.safeParse([]);
    expect(result.error?.issues[0]?.message).toBe('Responda ao menos uma pergunta.');
    expect(
      npsAnswerListSchema.parse([
        { id: 1, answer: 8 },
        { id: 2, answer: ' bom ' },
      ]),
    ).toEqual([
      { id: 1, answer: 8 },
      { id: 2, answer: 'bom' },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { errorResponses, errorSchema, idParams, slugParams } from './route-schemas.ts';

describe('route schemas', () => {
  it('declares the error body for each status asked', () => {
    expect(errorResponses(400, 404, 409)).toEqual({
      400: errorSchema,
      404: errorSchema,
      409: errorSchema,
    });
    expect(errorResponses()).toEqual({});
  });

  it('reads the error bodies the error handler sends', () => {
    for (const body of [
      { error: 'Registro não encontrado.' },
      { error: ['a', 'b'] },
      { error: { email: ['Informe um e-mail válido.'] } },
    ])
      expect(errorSchema.parse(body)).toEqual(body);
  });

  it('takes an id the database can hold, from the path text', () => {
    expect(idParams.parse({ id: '2147483647' })).toEqual({ id: 2_147_483_647 });
    for (const id of ['0', '-1', '1.5', 'abc', '2147483648'])
      expect(idParams.safeParse({ id }).success).toBe(false);
    expect(idParams.safeParse({ id: '1', other: '2' }).success).toBe(false);
  });

  it('takes a slug of letters, digits, hyphens and underscores', () => {
    expect(slugParams.parse({ slug: 'curso-de-opcoes_2' })).toEqual({ slug: 'curso-de-opcoes_2' });
    for (const slug of ['', 'com espaço', 'a/b', 'x'.repeat(161)])
      expect(slugParams.safeParse({ slug }).success).toBe(false);
  });
});

import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compiledSerializer } from './serializer.ts';

const person = z.object({
  id: z.number().int(),
  name: z.string(),
  nickname: z.string().nullable(),
  tags: z.array(z.object({ id: z.number(), label: z.string() })),
  kind: z.discriminatedUnion('type', [
    z.object({ type: z.literal('a'), a: z.number() }),
    z.object({ type: z.literal('b'), b: z.string() }),
  ]),
});

async function answer(verify: boolean, data: unknown) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(compiledSerializer({ verify }));
  app.get('/p', { schema: { response: { 200: person } } }, () => data);
  try {
    return await app.inject({ method: 'GET', url: '/p' });
  } finally {
    await app.close();
  }
}

const row = {
  id: 7,
  name: 'Carla',
  nickname: null,
  tags: [{ id: 1, label: 'vip', secret: 'x' }],
  kind: { type: 'b', b: 'ok' },
  password_hash: '$argon2id$…',
};

describe('compiledSerializer', () => {
  it('writes only the declared fields, as zod would', async () => {
    for (const verify of [false, true]) {
      const res = await answer(verify, row);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        id: 7,
        name: 'Carla',
        nickname: null,
        tags: [{ id: 1, label: 'vip' }],
        kind: { type: 'b', b: 'ok' },
      });
      expect(res.body).not.toContain('argon2');
      expect(res.body).not.toContain('secret');
    }
  });

  it('in verify mode refuses an answer that breaks its contract', async () => {
    const broken = { ...row, name: 42 };
    expect((await answer(true, broken)).statusCode).toBe(500);
    // Without verification the compiled writer coerces instead (the contract is the tests' job).
    expect((await answer(false, broken)).json()).toMatchObject({ name: '42' });
  });

  it("compiles a route's writer on its first answer, or at registration in verify mode", async () => {
    // A response schema no writer can be compiled from (not zod).
    const register = (verify: boolean) => {
      const app = Fastify();
      app.setValidatorCompiler(validatorCompiler);
      app.setSerializerCompiler(compiledSerializer({ verify }));
      app.get('/p', { schema: { response: { 200: { type: 'object' } } } }, () => ({}));
      return app;
    };
    const lazy = register(false);
    try {
      await lazy.ready(); // nothing compiled yet: the app boots
      const res = await lazy.inject({ method: 'GET', url: '/p' });
      expect(res.statusCode).toBe(500);
    } finally {
      await lazy.close();
    }
    await expect(register(true).ready()).rejects.toThrow(/esquema de resposta que não é zod/);
  });
});

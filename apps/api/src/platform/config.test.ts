import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig, REPO_ROOT } from './config.ts';

describe('config', () => {
  it('has working defaults for a fresh machine', () => {
    const config = parseConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('localhost');
    expect(config.dataDir).toMatch(/data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.logLevel).toBe('info');
    expect(config.seedDemo).toBe(true);
    expect(config.webDist).toBe(`${REPO_ROOT}/apps/web/dist`);
    expect(config.brandTable.some((rule) => rule.hostname === 'liberta.localhost')).toBe(true);
  });

  it('treats empty variables as unset', () => {
    expect(parseConfig({ PORT: '', DATABASE_URL: '  ' }).port).toBe(3000);
  });

  it('reads every variable', () => {
    const config = parseConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u@db:5432/app',
      REDIS_URL: 'redis://cache:6379',
      PUBLIC_ORIGINS: 'global=https://global.example.com,liberta=liberta.example.com',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      WEB_DIST: '/srv/web',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://u@db:5432/app',
      redisUrl: 'redis://cache:6379',
      logLevel: 'warn',
      seedDemo: false,
      webDist: '/srv/web',
    });
    expect(config.brandTable).toEqual([
      { brand: 'global', origin: 'https://global.example.com' },
      { brand: 'liberta', hostname: 'liberta.example.com' },
    ]);
  });

  it('fails with one readable line per bad variable', () => {
    let error: unknown;
    try {
      parseConfig({
        PORT: 'abc',
        LOG_LEVEL: 'loud',
        DATABASE_URL: 'mysql://x',
        SEED_DEMO: 'talvez',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(4);
    expect(problems.find((p) => p.startsWith('PORT="abc"'))).toContain('porta');
    expect(problems.find((p) => p.startsWith('LOG_LEVEL="loud"'))).toContain('use fatal');
    expect(problems.find((p) => p.startsWith('DATABASE_URL='))).toContain('postgres://');
    expect((error as Error).message).toMatch(/^Configuração inválida:/);
  });

  it('rejects a brand table with an unknown brand', () => {
    expect(() => parseConfig({ PUBLIC_ORIGINS: 'marte=https://x.example.com' })).toThrow(
      /PUBLIC_ORIGINS/,
    );
  });

  it('uses the outbox for mail and SMS unless a real provider is configured in full', () => {
    expect(parseConfig({})).toMatchObject({
      mail: { provider: 'outbox' },
      sms: { provider: 'outbox' },
    });
    expect(
      parseConfig({
        MAIL_PROVIDER: 'smtp',
        SMTP_URL: 'smtps://u:p@mail.example.com:465',
        SMS_PROVIDER: 'zenvia',
        ZENVIA_API_TOKEN: 'tok',
        ZENVIA_FROM: 'lstrader',
      }),
    ).toMatchObject({
      mail: { provider: 'smtp', url: 'smtps://u:p@mail.example.com:465' },
      sms: { provider: 'zenvia', url: 'https://api.zenvia.com', token: 'tok', from: 'lstrader' },
    });
    expect(() => parseConfig({ MAIL_PROVIDER: 'smtp', SMS_PROVIDER: 'zenvia' })).toThrow(
      /SMTP_URL="": obrigatório quando MAIL_PROVIDER=smtp[\s\S]*ZENVIA_API_TOKEN[\s\S]*ZENVIA_FROM/,
    );
    expect(() => parseConfig({ ZENVIA_URL: 'http://api.zenvia.com' })).toThrow(/ZENVIA_URL/);
  });
});

import { DEFAULT_BRAND_TABLE, parseBrandTable } from '@app/shared';
import type { BrandOriginRule } from '@app/shared';
import { join, resolve } from 'node:path';
import { z } from 'zod';

/** Repository root, from this file's place (apps/api/src/platform), not from the working directory. */
export const REPO_ROOT = resolve(import.meta.dirname, '..', '..', '..', '..');

const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'use true ou false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const postgresUrl = z
  .string()
  .trim()
  .refine((value) => /^postgres(ql)?:\/\/.+/.test(value), { error: 'use uma URL postgres://…' });

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'use um número de porta' })
    .int({ error: 'use um número de porta inteiro' })
    .min(0, { error: 'use uma porta entre 0 e 65535' })
    .max(65535, { error: 'use uma porta entre 0 e 65535' })
    .default(3000),
  HOST: z.string().trim().min(1).default('localhost'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: postgresUrl.optional(),
  REDIS_URL: z
    .string()
    .trim()
    .refine((value) => /^rediss?:\/\/.+/.test(value), { error: 'use uma URL redis://…' })
    .optional(),
  PUBLIC_ORIGINS: z.string().trim().optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'use fatal, error, warn, info, debug, trace ou silent',
    })
    .default('info'),
  WEB_DIST: z.string().trim().min(1).optional(),
  SEED_DEMO: booleanish.default(true),
  /** Also check every answer against zod's encode of its contract (tests; it costs speed). */
  VERIFY_RESPONSES: booleanish.default(false),
  /** Where links in e-mails point when the request came from no configured origin. */
  PUBLIC_URL: z
    .string()
    .trim()
    .refine((value) => /^https?:\/\/[^/]+$/.test(value), {
      error: 'use uma origem http(s)://host[:porta], sem barra no fim',
    })
    .optional(),
  LOGIN_IP_PER_MINUTE: z.coerce
    .number({ error: 'use um número' })
    .int()
    .positive({ error: 'use um número positivo' })
    .default(6),
  ADVISOR_DOMAINS: z
    .string()
    .trim()
    .refine((value) => value.split(',').every((d) => /^[a-z0-9.-]+\.[a-z]{2,}$/i.test(d.trim())), {
      error: 'use domínios separados por vírgula',
    })
    .default('libertainvestimentos.com.br'),
  POSTAL_CODE_PROVIDER: z
    .enum(['offline', 'viacep'], { error: 'use offline ou viacep' })
    .default('offline'),
  VIACEP_URL: z
    .string()
    .trim()
    .refine((value) => /^https?:\/\/[^/]+$/.test(value), {
      error: 'use uma origem http(s)://host, sem barra no fim',
    })
    .default('https://viacep.com.br'),
  TRIAL_DAYS: z.coerce.number({ error: 'use um número de dias' }).int().min(1).max(365).default(7),
  TRIAL_BROADCAST_DELAY_SECONDS: z.coerce
    .number({ error: 'use um número de segundos' })
    .int()
    .min(0)
    .max(3600)
    .default(30),
  RECOMMENDATION_DIGEST_SECONDS: z.coerce
    .number({ error: 'use um número de segundos' })
    .int()
    .min(0)
    .max(86_400)
    .default(900),
  MAIL_PROVIDER: z.enum(['outbox', 'smtp'], { error: 'use outbox ou smtp' }).default('outbox'),
  SMTP_URL: z
    .string()
    .trim()
    .refine((value) => /^smtps?:\/\/.+/.test(value), { error: 'use uma URL smtp:// ou smtps://' })
    .optional(),
  MAIL_FROM: z.string().trim().min(3).default('LS Trader <nao-responda@lstrader.com.br>'),
  SMS_PROVIDER: z.enum(['outbox', 'zenvia'], { error: 'use outbox ou zenvia' }).default('outbox'),
  ZENVIA_URL: z
    .string()
    .trim()
    .refine((value) => /^https:\/\/[^/]+$/.test(value), {
      error: 'use uma origem https://host, sem barra no fim',
    })
    .default('https://api.zenvia.com'),
  ZENVIA_API_TOKEN: z.string().trim().optional(),
  ZENVIA_FROM: z.string().trim().optional(),
  LOGIN_IP_PER_HOUR: z.coerce
    .number({ error: 'use um número' })
    .int()
    .positive({ error: 'use um número positivo' })
    .default(30),
  /** Signs short-lived download links; absent: one is made and kept in DATA_DIR/file-signing.key. */
  FILE_SIGNING_SECRET: z
    .string()
    .trim()
    .min(32, { error: 'use pelo menos 32 caracteres aleatórios' })
    .optional(),
  /** Pix (issue 5): the embedded static BR Code, or a PSP speaking the Banco Central's API Pix. */
  PIX_PROVIDER: z.enum(['static', 'api-pix'], { error: 'use static ou api-pix' }).default('static'),
  PIX_KEY: z.string().trim().min(3).default('pix@lstrader.com.br'),
  PIX_MERCHANT_NAME: z.string().trim().min(1).max(60).default('LS TRADER EDUCACAO'),
  PIX_MERCHANT_CITY: z.string().trim().min(1).max(60).default('SAO PAULO'),
  PIX_API_URL: z
    .string()
    .trim()
    .refine((value) => /^https:\/\/.+/.test(value), { error: 'use uma URL https://' })
    .optional(),
  PIX_CLIENT_ID: z.string().trim().optional(),
  PIX_CLIENT_SECRET: z.string().trim().optional(),
  PIX_CERT_PATH: z.string().trim().optional(),
  PIX_KEY_PATH: z.string().trim().optional(),
  PIX_CA_PATH: z.string().trim().optional(),
  /** Signs the Pix webhook (x-pix-signature); absent: one is made and kept in DATA_DIR. */
  PIX_WEBHOOK_SECRET: z
    .string()
    .trim()
    .min(32, { error: 'use pelo menos 32 caracteres aleatórios' })
    .optional(),
  /** Quotes (issue 15): only the stored ones (staff, COTAHIST), or also brapi's, pulled on a timer. */
  QUOTES_PROVIDER: z
    .enum(['offline', 'brapi'], { error: 'use offline ou brapi' })
    .default('offline'),
  BRAPI_URL: z
    .string()
    .trim()
    .refine((value) => /^https?:\/\/[^/]+$/.test(value), {
      error: 'use uma origem http(s)://host, sem barra no fim',
    })
    .default('https://brapi.dev'),
  BRAPI_TOKEN: z.string().trim().optional(),
  QUOTES_REFRESH_SECONDS: z.coerce
    .number({ error: 'use um número de segundos' })
    .int({ error: 'use um número inteiro de segundos' })
    .min(10, { error: 'use pelo menos 10 segundos' })
    .max(86_400, { error: 'use no máximo 86400 segundos' })
    .default(60),
  /** The help desk's GLPI (issue 17): all three, or none (the embedded help desk). */
  GLPI_URL: z
    .string()
    .trim()
    .refine((value) => /^https?:\/\/.+/.test(value), {
      error: 'use a URL da API REST, ex.: https://glpi.exemplo.com.br/apirest.php',
    })
    .optional(),
  GLPI_APP_TOKEN: z.string().trim().optional(),
  GLPI_USER_TOKEN: z.string().trim().optional(),
  /**
   * Origins the BI dashboards may be embedded from (CSP frame-src), comma-separated: a dashboard
   * whose URL is elsewhere is refused when staff save it.
   */
  BI_FRAME_ORIGINS: z
    .string()
    .trim()
    .refine(
      (value) => value.split(',').every((o) => /^https:\/\/[a-z0-9.-]+(:\d+)?$/i.test(o.trim())),
      { error: 'use origens https://host separadas por vírgula, sem barra no fim' },
    )
    .default('https://metabase.libertainvestimentos.com.br,https://lookerstudio.google.com'),
});

export interface PixConfig {
  provider: 'static' | 'api-pix';
  key: string;
  merchantName: string;
  merchantCity: string;
  webhookSecret: string | undefined;
  api:
    | {
        url: string;
        clientId: string;
        clientSecret: string;
        certPath: string;
        keyPath: string;
        caPath: string | undefined;
      }
    | undefined;
}

/** Where quotes come from besides staff and COTAHIST imports (modules/market-data). */
export type QuotesConfig =
  | { provider: 'offline' }
  | { provider: 'brapi'; url: string; token: string | undefined; refreshSeconds: number };

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  brandTable: readonly BrandOriginRule[];
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  verifyResponses: boolean;
  webDist: string;
  seedDemo: boolean;
  publicUrl: string;
  loginIpPerMinute: number;
  loginIpPerHour: number;
  trialDays: number;
  /** Seconds a trial-only viewer's live chat is held back (docs/live.md). */
  trialBroadcastDelaySeconds: number;
  /** How often the followers' daily recommendation digest is looked for (0: never). */
  recommendationDigestMs: number;
  postalCodeProvider: 'offline' | 'viacep';
  viaCepUrl: string;
  advisorDomains: string[];
  mail: { provider: 'outbox' } | { provider: 'smtp'; url: string; from: string };
  sms: { provider: 'outbox' } | { provider: 'zenvia'; url: string; token: string; from: string };
  fileSigningSecret: string | undefined;
  pix: PixConfig;
  quotes: QuotesConfig;
  /** The help desk's GLPI; undefined: the embedded help desk. */
  glpi: { url: string; appToken: string; userToken: string } | undefined;
  /** Origins BI dashboards may be embedded from (CSP frame-src). */
  biFrameOrigins: string[];
}

/** Thrown with one readable line per bad variable; `main` prints it and exits 1. */
export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Configuração inválida:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/** Unset and empty variables mean "use the default". */
function withoutEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(env))
    if (value !== undefined && value.trim() !== '') out[key] = value;
  return out;
}

export function parseConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = envSchema.safeParse(withoutEmpty(env));
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? '?');
        return `${name}=${JSON.stringify(env[name] ?? '')}: ${issue.message}`;
      }),
    );
  }
  const values = result.data;
  let brandTable: readonly BrandOriginRule[] = DEFAULT_BRAND_TABLE;
  if (values.PUBLIC_ORIGINS !== undefined) {
    try {
      brandTable = parseBrandTable(values.PUBLIC_ORIGINS);
    } catch (error) {
      throw new ConfigError([
        `PUBLIC_ORIGINS=${JSON.stringify(values.PUBLIC_ORIGINS)}: ${(error as Error).message}`,
      ]);
    }
  }
  const providerProblems: string[] = [];
  if (values.MAIL_PROVIDER === 'smtp' && !values.SMTP_URL)
    providerProblems.push('SMTP_URL="": obrigatório quando MAIL_PROVIDER=smtp');
  if (values.SMS_PROVIDER === 'zenvia') {
    if (!values.ZENVIA_API_TOKEN)
      providerProblems.push('ZENVIA_API_TOKEN="": obrigatório quando SMS_PROVIDER=zenvia');
    if (!values.ZENVIA_FROM)
      providerProblems.push('ZENVIA_FROM="": obrigatório quando SMS_PROVIDER=zenvia');
  }
  if (values.PIX_PROVIDER === 'api-pix') {
    for (const name of [
      'PIX_API_URL',
      'PIX_CLIENT_ID',
      'PIX_CLIENT_SECRET',
      'PIX_CERT_PATH',
      'PIX_KEY_PATH',
    ] as const) {
      if (!values[name])
        providerProblems.push(`${name}="": obrigatório quando PIX_PROVIDER=api-pix`);
    }
  }
  const glpiSet = [values.GLPI_URL, values.GLPI_APP_TOKEN, values.GLPI_USER_TOKEN].filter(Boolean);
  if (glpiSet.length > 0 && glpiSet.length < 3)
    providerProblems.push(
      'GLPI_URL, GLPI_APP_TOKEN e GLPI_USER_TOKEN: informe os três (ou nenhum, para a central embutida)',
    );
  if (providerProblems.length > 0) throw new ConfigError(providerProblems);
  return {
    mail:
      values.MAIL_PROVIDER === 'smtp'
        ? { provider: 'smtp', url: values.SMTP_URL!, from: values.MAIL_FROM }
        : { provider: 'outbox' },
    sms:
      values.SMS_PROVIDER === 'zenvia'
        ? {
            provider: 'zenvia',
            url: values.ZENVIA_URL,
            token: values.ZENVIA_API_TOKEN!,
            from: values.ZENVIA_FROM!,
          }
        : { provider: 'outbox' },
    port: values.PORT,
    host: values.HOST,
    dataDir: resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    redisUrl: values.REDIS_URL,
    brandTable,
    logLevel: values.LOG_LEVEL,
    verifyResponses: values.VERIFY_RESPONSES,
    webDist:
      values.WEB_DIST !== undefined
        ? resolve(values.WEB_DIST)
        : join(REPO_ROOT, 'apps', 'web', 'dist'),
    seedDemo: values.SEED_DEMO,
    publicUrl: values.PUBLIC_URL ?? `http://localhost:${values.PORT}`,
    loginIpPerMinute: values.LOGIN_IP_PER_MINUTE,
    loginIpPerHour: values.LOGIN_IP_PER_HOUR,
    trialDays: values.TRIAL_DAYS,
    trialBroadcastDelaySeconds: values.TRIAL_BROADCAST_DELAY_SECONDS,
    recommendationDigestMs: values.RECOMMENDATION_DIGEST_SECONDS * 1000,
    postalCodeProvider: values.POSTAL_CODE_PROVIDER,
    viaCepUrl: values.VIACEP_URL,
    advisorDomains: values.ADVISOR_DOMAINS.split(',').map((d) => d.trim().toLowerCase()),
    fileSigningSecret: values.FILE_SIGNING_SECRET,
    pix: {
      provider: values.PIX_PROVIDER,
      key: values.PIX_KEY,
      merchantName: values.PIX_MERCHANT_NAME,
      merchantCity: values.PIX_MERCHANT_CITY,
      webhookSecret: values.PIX_WEBHOOK_SECRET,
      api:
        values.PIX_PROVIDER === 'api-pix'
          ? {
              url: values.PIX_API_URL!,
              clientId: values.PIX_CLIENT_ID!,
              clientSecret: values.PIX_CLIENT_SECRET!,
              certPath: values.PIX_CERT_PATH!,
              keyPath: values.PIX_KEY_PATH!,
              caPath: values.PIX_CA_PATH,
            }
          : undefined,
    },
    quotes:
      values.QUOTES_PROVIDER === 'brapi'
        ? {
            provider: 'brapi',
            url: values.BRAPI_URL,
            token: values.BRAPI_TOKEN,
            refreshSeconds: values.QUOTES_REFRESH_SECONDS,
          }
        : { provider: 'offline' },
    glpi:
      values.GLPI_URL && values.GLPI_APP_TOKEN && values.GLPI_USER_TOKEN
        ? {
            url: values.GLPI_URL,
            appToken: values.GLPI_APP_TOKEN,
            userToken: values.GLPI_USER_TOKEN,
          }
        : undefined,
    biFrameOrigins: values.BI_FRAME_ORIGINS.split(',').map((o) => o.trim().toLowerCase()),
  };
}

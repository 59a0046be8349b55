/** What a target sends: its body with fixture ids, and its headers with a session token. */
import type { FixtureIds } from './fixtures.ts';
import { BENCH_ACCOUNT } from './targets.ts';
import type { Target } from './targets.ts';

export function bodyOf(target: Target, ids: FixtureIds | null): string | undefined {
  if (target.body === undefined) return undefined;
  let text = JSON.stringify(target.body);
  if (ids) {
    text = text
      .replaceAll('"{{productId}}"', String(ids.productId))
      .replaceAll('"{{pixTypeId}}"', String(ids.pixTypeId));
  }
  return text;
}

/** Logs the bench account in and fills `{{token}}` placeholders in the target's headers. */
export async function withSession(base: string, target: Target): Promise<Target> {
  if (!target.headers || !Object.values(target.headers).some((v) => v.includes('{{token}}')))
    return target;
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(target.account ?? BENCH_ACCOUNT),
  });
  if (!res.ok) throw new Error(`login do benchmark falhou: ${res.status}`);
  const { access_token: token } = (await res.json()) as { access_token: string };
  const headers = Object.fromEntries(
    Object.entries(target.headers).map(([k, v]) => [k, v.replaceAll('{{token}}', token)]),
  );
  return { ...target, headers };
}

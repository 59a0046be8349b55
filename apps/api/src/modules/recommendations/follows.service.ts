import {
  customerRecommendationPath,
  FOLLOW_MESSAGES,
  formatDateTimeSaoPaulo,
  OPERATION_TYPE_NAMES,
  RECOMMENDATION_STATUS_NAMES,
  recommendationFollowedEventSchema,
  userTopic,
} from '@app/shared';
import type {
  BrandId,
  Follow,
  followInputSchema,
  RecommendationChangedEvent,
  RecommendationStatus,
  ServerTopicEvent,
} from '@app/shared';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import type { MessageSender } from '../../platform/mail/outbox.ts';
import type { AccessService } from '../access/access.service.ts';
import { followQueries } from './follows.queries.ts';
import type { DigestLine, FollowView } from './follows.queries.ts';

type Input = z.output<typeof followInputSchema>;

export interface FollowDeps {
  db: Db;
  access: Pick<AccessService, 'targets'>;
  now: () => Date;
  /** Queues the digest e-mails (the outbox). */
  mail: MessageSender;
  publish: (topic: string, event: ServerTopicEvent) => Promise<void>;
  /** Where the digest's links point when the follow kept no origin. */
  fallbackOrigin: string;
  log?: (error: unknown, what: string) => void;
}

function fieldError(field: string, message: string): AppError {
  return new AppError('bad.request', message, { error: { [field]: [message] } });
}

function toFollow(row: FollowView): Follow {
  return {
    id: row.id,
    kind: row.kind,
    target_id: row.targetId,
    target_name: row.targetName,
    notify_app: row.inApp,
    notify_email: row.emailDigest,
    created_at: row.createdAt.toISOString(),
  };
}

/** A price in cents as the quote shows it (`3750` → `37,50`; an index's points alike). */
export function priceText(cents: number): string {
  return (cents / 100).toLocaleString('pt-BR', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}

/** What happened, in the words of the history (no price: the caller adds it where allowed). */
function moveText(line: Pick<DigestLine, 'kind' | 'target'>): string {
  switch (line.kind) {
    case 'published':
      return 'Nova recomendação';
    case 'entered':
      return 'Entrada executada';
    case 'target':
      return `Alvo ${line.target ?? ''} atingido`;
    case 'stop_moved':
      return 'Stop ajustado';
    case 'stopped':
      return 'Stop atingido';
    case 'closed':
      return 'Encerrada pelo analista';
    case 'cancelled':
      return 'Cancelada';
    case 'expired':
      return 'Expirada';
    default:
      return 'Atualizada';
  }
}

/** The São Paulo day before the one `at` falls in (`YYYY-MM-DD`). */
export function previousSaoPauloDay(at: Date): string {
  const today = formatDateTimeSaoPaulo(at, 'YYYY-MM-DD')!;
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
}

const brDay = (day: string) => day.split('-').reverse().join('/');

/**
 * One person's digest: every line of the day, grouped by recommendation. Levels (entry, stop,
 * targets, prices) only for the methods the person's grants open; the others say what opens them.
 */
export function digestMessage(
  day: string,
  lines: readonly DigestLine[],
  opens: ReadonlySet<number>,
  fallbackOrigin: string,
): { subject: string; text: string } {
  const first = lines[0]!;
  const byRecommendation = new Map<number, DigestLine[]>();
  for (const line of lines)
    byRecommendation.set(line.recommendationId, [
      ...(byRecommendation.get(line.recommendationId) ?? []),
      line,
    ]);
  const blocks = [...byRecommendation.values()].map((group) => {
    const rec = group[0]!;
    const unlocked = opens.has(rec.tradeMethodId);
    const head = `• ${rec.assetCode} — ${OPERATION_TYPE_NAMES[rec.operation]} (${rec.methodName}, ${rec.analystName})`;
    const moves = group.map((line) => {
      const time = formatDateTimeSaoPaulo(line.at, 'HH:mm');
      const price = unlocked && line.priceCents !== null ? ` a ${priceText(line.priceCents)}` : '';
      const status = RECOMMENDATION_STATUS_NAMES[line.toStatus as RecommendationStatus];
      return `  ${time} · ${moveText(line)}${price} — ${status}`;
    });
    const last = group.at(-1)!;
    const levels = unlocked
      ? `  Entrada ${priceText(last.entryMinCents)}${
          last.entryMaxCents !== last.entryMinCents ? ` a ${priceText(last.entryMaxCents)}` : ''
        } · Stop ${priceText(last.stopCents)} · Alvos ${last.targetsCents.map(priceText).join(', ')}`
      : `  Os níveis são para quem tem o método ${rec.methodName}.`;
    const link = `  ${last.origin ?? fallbackOrigin}${customerRecommendationPath(rec.recommendationId)}`;
    return [head, ...moves, levels, link].join('\n');
  });
  const count = lines.length;
  const subject = `Recomendações de ${brDay(day)}: ${count} ${count === 1 ? 'novidade' : 'novidades'} do que você segue`;
  const text = [
    `Olá, ${first.userName}!`,
    '',
    `O que aconteceu em ${brDay(day)} nos métodos e analistas que você segue:`,
    '',
    blocks.join('\n\n'),
    '',
    'Recomendações não são garantia de resultado. Para mudar os avisos, abra Recomendações e toque em "Seguindo".',
  ].join('\n');
  return { subject, text };
}

/**
 * Following methods and analysts (issue 15): a person's follows, the in-app notification of a
 * followed recommendation's move (their own realtime topic), and the daily e-mail digest.
 */
export function followService(deps: FollowDeps) {
  const { now } = deps;
  const q = followQueries(deps.db);
  const log = deps.log ?? (() => undefined);

  return {
    async list(userId: number, brand: BrandId): Promise<Follow[]> {
      return (await q.mine(userId, brand)).map(toFollow);
    },

    async follow(
      userId: number,
      brand: BrandId,
      origin: string | null,
      input: Input,
    ): Promise<{ follow: Follow; created: boolean }> {
      const kind = input.trade_method_id !== undefined ? 'trade_method' : 'analyst';
      const targetId = input.trade_method_id ?? input.analyst_id!;
      const name =
        kind === 'trade_method'
          ? await q.followableMethod(targetId, brand)
          : await q.followableAnalyst(targetId);
      if (name === undefined)
        throw kind === 'trade_method'
          ? fieldError('trade_method_id', FOLLOW_MESSAGES.methodNotFound)
          : fieldError('analyst_id', FOLLOW_MESSAGES.analystNotFound);
      const { id, created } = await q.upsert({
        userId,
        brand,
        kind,
        targetId,
        inApp: input.notify_app,
        emailDigest: input.notify_email,
        origin,
      });
      const follow = (await q.mine(userId, brand)).find((f) => f.id === id)!;
      return { follow: toFollow(follow), created };
    },

    async unfollow(userId: number, id: number): Promise<void> {
      if (!(await q.remove(userId, id)))
        throw new AppError('resource.not_found', FOLLOW_MESSAGES.notFound);
    },

    /**
     * After a recommendation's move is committed and announced: each follower who asked for it
     * hears of it on their own topic (once, even when they follow both its method and analyst).
     */
    async notify(
      brand: BrandId,
      analystId: number,
      changed: RecommendationChangedEvent,
    ): Promise<number> {
      try {
        const followers = await q.appFollowers(brand, changed.trade_method_id, analystId);
        if (followers.length === 0) return 0;
        const names = await q.names(changed.trade_method_id, analystId);
        await Promise.all(
          followers.map((f) =>
            deps.publish(
              userTopic(f.userId),
              recommendationFollowedEventSchema.parse({
                name: 'recommendation.followed',
                id: changed.id,
                brand,
                kind: changed.kind,
                status: changed.status,
                target: changed.target,
                asset_code: changed.asset_code,
                operation: changed.operation,
                trade_method: { id: changed.trade_method_id, name: names.methodName },
                analyst: { id: analystId, name: names.analystName },
                followed: f.kinds,
                at: changed.at,
              }),
            ),
          ),
        );
        return followers.length;
      } catch (error) {
        // The move is committed: a lost notification must not undo it.
        log(error, 'avisar seguidores');
        return 0;
      }
    },

    /**
     * The daily digest: for the São Paulo day before today, one e-mail per follower who asked for
     * it and whose follows moved that day (none when nothing did). A day is claimed before its
     * e-mail is queued, so a second sweep, or another process, sends nothing again.
     */
    async digest(): Promise<number> {
      const day = previousSaoPauloDay(now());
      const lines = await q.digestLines(day);
      const byUser = new Map<number, DigestLine[]>();
      for (const line of lines) byUser.set(line.userId, [...(byUser.get(line.userId) ?? []), line]);
      let queued = 0;
      for (const [userId, own] of byUser) {
        if (!(await q.claimDigest(userId, day))) continue;
        try {
          const opens = new Set((await deps.access.targets(userId, 'trade_method')).keys());
          const message = digestMessage(day, own, opens, deps.fallbackOrigin);
          const sent = await deps.mail.send({
            to: own[0]!.email,
            subject: message.subject,
            text: message.text,
            kind: 'recommendation_digest',
          });
          await q.digestQueued(userId, day, sent.id);
          queued += 1;
        } catch (error) {
          log(error, 'resumo de recomendações');
          await q.releaseDigest(userId, day).catch(() => undefined);
        }
      }
      return queued;
    },
  };
}
export type FollowService = ReturnType<typeof followService>;

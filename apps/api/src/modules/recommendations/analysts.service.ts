import { ANALYST_MESSAGES } from '@app/shared';
import type { AnalystCredentials, analystCredentialsInputSchema } from '@app/shared';
import type { z } from 'zod';
import type { AuditEntry } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { ANALYST_PROFILE_ID, analystQueries } from './analysts.queries.ts';
import type { AnalystRow } from './analysts.queries.ts';

type CredentialsInput = z.output<typeof analystCredentialsInputSchema>;

export interface AnalystDeps {
  db: Db;
  audit: (entry: AuditEntry) => Promise<void>;
  now: () => Date;
}

export function toCredentials(row: AnalystRow): AnalystCredentials {
  return {
    user_id: row.userId,
    name: row.name,
    cnpi: row.cnpi,
    declaration_accepted_at: row.declarationAcceptedAt
      ? new Date(row.declarationAcceptedAt).toISOString()
      : null,
    conflicts_of_interest: row.conflictsOfInterest ?? '',
    bio: row.bio,
    trade_methods: row.tradeMethods,
    can_publish: Boolean(row.cnpi) && row.declarationAcceptedAt !== null,
  };
}

/** The analysts: credentials (CVM Res. 20/2021), the methods each publishes in, the selects. */
export function analystService({ db, audit, now }: AnalystDeps) {
  const q = analystQueries(db);

  async function analyst(userId: number): Promise<AnalystRow> {
    const row = await q.find(userId);
    if (!row) throw new AppError('resource.not_found', ANALYST_MESSAGES.notFound);
    if (row.profileId !== ANALYST_PROFILE_ID)
      throw new AppError('bad.request', ANALYST_MESSAGES.notAnalyst);
    return row;
  }

  return {
    async find(userId: number) {
      return toCredentials(await analyst(userId));
    },

    async update(userId: number, input: CredentialsInput) {
      const row = await analyst(userId);
      const at = now();
      const methodIds = [...new Set(input.trade_method_ids)];
      const values = {
        cnpi: input.cnpi,
        declarationAcceptedAt: at,
        conflictsOfInterest: input.conflicts_of_interest,
        bio: input.bio ?? null,
      };
      await db.transaction((tx) => q.save(userId, values, methodIds, tx));
      await audit({ action: 'analyst.credentials', targetType: 'user', targetId: userId });
      // What the request already knows, with what it wrote (and the methods' names).
      return toCredentials({
        ...row,
        ...values,
        declarationAcceptedAt: row.declarationAcceptedAt ?? at,
        tradeMethods: methodIds.length > 0 ? await q.namesOf(methodIds) : [],
      });
    },

    analysts: () => q.analysts(),
    publishers: () => q.publishers(),
    methodsOf: (userId: number) => q.methodsOf(userId),
  };
}
export type AnalystService = ReturnType<typeof analystService>;

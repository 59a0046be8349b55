import type { AnalystCredentials, IdName } from '@app/shared';
import { useQueries, useQuery } from '@tanstack/react-query';
import { analystCredentialsQuery, analystsQuery } from '../api/analysts-api.ts';

export interface AnalystRow {
  analyst: IdName;
  /** Undefined while it loads (or when it could not be read). */
  credentials: AnalystCredentials | undefined;
}

/**
 * The people of profile Analista with their credentials. The API lists the analysts
 * (`select-analyst`) and answers one analyst's credentials at a time, so each is asked apart:
 * they are a handful, and the method form reads the same cached answers.
 */
export function useAnalysts(enabled = true) {
  const analysts = useQuery({ ...analystsQuery, enabled });
  const people = analysts.data ?? [];
  const credentials = useQueries({
    queries: people.map((analyst) => ({ ...analystCredentialsQuery(analyst.id), enabled })),
  });
  const rows: AnalystRow[] = people.map((analyst, index) => ({
    analyst,
    credentials: credentials[index]?.data,
  }));
  return {
    rows,
    isPending: analysts.isPending || credentials.some((c) => c.isPending),
    isError: analysts.isError || credentials.some((c) => c.isError),
  };
}

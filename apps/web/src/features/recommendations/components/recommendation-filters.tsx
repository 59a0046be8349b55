import '@mantine/core/styles/Combobox.css';
import { Select } from '@mantine/core';
import { OPERATION_TYPE_VALUES } from '@app/shared';
import type { OperationType, RecommendationListQuery } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { optionsOf } from '../../../components/forms/form-fields.tsx';
import type { PagedListState } from '../../../components/staff/paged-list.tsx';
import {
  analystFilterQuery,
  fixedSelectQuery,
  methodFilterQuery,
  valueData,
} from '../api/recommendations-api.ts';
import type { FixedSelect, RecommendationFilters } from '../api/recommendations-api.ts';
import '../i18n/index.ts';

type StatusFilter = RecommendationListQuery['status'];

/** The filters the staff list and the status board share, and the query they make. */
export function useRecommendationFilters(list: PagedListState) {
  const [status, setStatus] = useState<StatusFilter>(undefined);
  const [analyst, setAnalyst] = useState<string | null>(null);
  const [method, setMethod] = useState<string | null>(null);
  const [operation, setOperation] = useState<OperationType | null>(null);
  const filters: RecommendationFilters = {
    page: list.page,
    ...(list.debounced.trim() ? { search: list.debounced.trim() } : {}),
    ...(status ? { status } : {}),
    ...(analyst ? { analyst_id: Number(analyst) } : {}),
    ...(method ? { trade_method_id: Number(method) } : {}),
    ...(operation ? { operation } : {}),
  };
  return {
    filters,
    status,
    setStatus: list.resetting(setStatus),
    analyst,
    setAnalyst: list.resetting(setAnalyst),
    method,
    setMethod: list.resetting(setMethod),
    operation,
    setOperation: list.resetting(setOperation),
  };
}

export type RecommendationFilterState = ReturnType<typeof useRecommendationFilters>;

const WIDTH = { base: '100%', sm: 200 } as const;

/**
 * Status (the open ones, the finished ones, then each status `statuses` names), analyst, method
 * and, where asked, compra/venda.
 */
export function RecommendationFilterFields({
  state,
  statuses,
  withOperation = false,
}: {
  state: RecommendationFilterState;
  statuses: FixedSelect;
  withOperation?: boolean;
}) {
  const { t } = useTranslation('recommendations');
  const statusOptions = useQuery(fixedSelectQuery(statuses));
  const analysts = useQuery(analystFilterQuery);
  const methods = useQuery(methodFilterQuery);
  // The two groups first (`open`, `finished`), then every status on its own.
  const statusData = [
    { value: 'open', label: t('recommendations.staff.openOnes') },
    { value: 'finished', label: t('recommendations.staff.closedOnes') },
    ...valueData(statusOptions.data),
  ];
  return (
    <>
      <Select
        label={t('recommendations.common.status')}
        placeholder={t('recommendations.common.allStatuses')}
        clearable
        data={statusData}
        value={state.status ?? null}
        onChange={(value) => state.setStatus((value ?? undefined) as StatusFilter)}
        w={WIDTH}
      />
      <Select
        label={t('recommendations.staff.analyst')}
        placeholder={t('recommendations.staff.allAnalysts')}
        clearable
        searchable
        data={optionsOf(analysts.data)}
        value={state.analyst}
        onChange={state.setAnalyst}
        w={WIDTH}
      />
      <Select
        label={t('recommendations.staff.method')}
        placeholder={t('recommendations.staff.allMethods')}
        clearable
        searchable
        data={optionsOf(methods.data)}
        value={state.method}
        onChange={state.setMethod}
        w={WIDTH}
      />
      {withOperation && (
        <Select
          label={t('recommendations.staff.operation')}
          placeholder={t('recommendations.staff.allOperations')}
          clearable
          data={OPERATION_TYPE_VALUES.map((value) => ({
            value,
            label: t(`recommendations.staff.operations.${value}`),
          }))}
          value={state.operation}
          onChange={(value) => state.setOperation(value)}
          w={{ base: '100%', sm: 160 }}
        />
      )}
    </>
  );
}

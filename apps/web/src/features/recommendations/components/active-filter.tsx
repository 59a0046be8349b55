import '@mantine/core/styles/Combobox.css';
import { Select } from '@mantine/core';
import { useTranslation } from '../../../i18n/react.tsx';
import type { ActiveFilter } from '../api/page.ts';
import '../i18n/index.ts';

/** The "Situação" filter of a staff list: every record, the active or the inactive ones. */
export function ActiveFilterSelect({
  value,
  onChange,
}: {
  value: ActiveFilter;
  onChange: (value: ActiveFilter) => void;
}) {
  const { t } = useTranslation('recommendations');
  return (
    <Select
      label={t('recommendations.common.status')}
      placeholder={t('recommendations.common.allStatuses')}
      clearable
      value={value}
      onChange={(picked) => onChange(picked === 'true' || picked === 'false' ? picked : null)}
      data={[
        { value: 'true', label: t('recommendations.common.active') },
        { value: 'false', label: t('recommendations.common.inactive') },
      ]}
      w={{ base: '100%', sm: 180 }}
    />
  );
}

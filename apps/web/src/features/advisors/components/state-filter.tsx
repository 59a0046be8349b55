import '@mantine/core/styles/Combobox.css';
import { Select } from '@mantine/core';
import { useTranslation } from '../../../i18n/react.tsx';
import type { StateFilter } from '../api/advisors-api.ts';
import '../i18n/index.ts';

/** "Situação": every record, or only the ones on (active / published) or off. */
export function StateFilterSelect({
  value,
  onChange,
  labels,
}: {
  value: StateFilter;
  onChange: (value: StateFilter) => void;
  labels: { on: string; off: string };
}) {
  const { t } = useTranslation('advisors');
  return (
    <Select
      label={t('advisors.common.status')}
      data={[
        { value: 'all', label: t('advisors.common.all') },
        { value: 'true', label: labels.on },
        { value: 'false', label: labels.off },
      ]}
      value={value === null ? 'all' : String(value)}
      onChange={(next) => onChange(next === 'true' ? true : next === 'false' ? false : null)}
      allowDeselect={false}
      w={{ base: '100%', sm: 180 }}
    />
  );
}

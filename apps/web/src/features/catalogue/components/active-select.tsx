import '@mantine/core/styles/Combobox.css';
import { Select } from '@mantine/core';
import { useTranslation } from '../../../i18n/react.tsx';
import type { ActiveFilter } from '../api/page.ts';
import '../i18n/index.ts';
import '../../../i18n/shared/index.ts';

/** The "Status" filter of the catalogue's staff lists: all, active or inactive. */
export function ActiveSelect({
  value,
  onChange,
  width,
}: {
  value: ActiveFilter;
  onChange: (value: ActiveFilter) => void;
  /** Its width from the `sm` breakpoint up. */
  width: number;
}) {
  const { t } = useTranslation('catalogue');
  return (
    <Select
      label={t('catalogueAdmin.status')}
      placeholder={t('catalogueAdmin.allStatuses')}
      clearable
      value={value}
      onChange={onChange}
      data={[
        { value: 'true', label: t('catalogueAdmin.active') },
        { value: 'false', label: t('catalogueAdmin.inactive') },
      ]}
      w={{ base: '100%', sm: width }}
    />
  );
}

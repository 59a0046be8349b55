import { TextInput } from '@mantine/core';
import IconSearch from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
import { useTranslation } from '../../../i18n/react.tsx';
import type { PagedListState } from '../../../components/staff/paged-list.tsx';
import '../i18n/index.ts';

/** The tabs' search: typing goes back to page 1; the query reads `list.debounced`. */
export function SearchField({ list, width }: { list: PagedListState; width: number }) {
  const { t } = useTranslation('salesForce');
  return (
    <TextInput
      label={t('salesForce.common.search')}
      placeholder={t('salesForce.common.search')}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={list.search}
      onChange={(event) => list.onSearch(event.currentTarget.value)}
      w={{ base: '100%', sm: width }}
    />
  );
}

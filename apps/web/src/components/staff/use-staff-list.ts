import { useMediaQuery } from '@mantine/hooks';
import { useAbility } from '../../lib/session/ability-context.tsx';
import { useConfirmDelete } from './confirm-delete.tsx';
import { usePagedList } from './paged-list.tsx';

/**
 * What a staff list page starts with: its search and page ({@link usePagedList}), what the user
 * may do with the permission resource, the delete confirmation of a row (`deletion`: the list's
 * i18n prefix, query key and delete call, as {@link useConfirmDelete}) and whether the screen is
 * narrow (phones: fewer columns).
 */
export function useStaffList<T extends { id: number; title: string }>({
  resource,
  deletion,
}: {
  resource: string;
  deletion: Parameters<typeof useConfirmDelete<T>>[0];
}) {
  const ability = useAbility();
  const list = usePagedList();
  const confirm = useConfirmDelete<T>(deletion);
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  return {
    list,
    deletion: confirm,
    narrow,
    canCreate: ability.can('create', resource),
    canEdit: ability.can('update', resource),
    canDelete: ability.can('delete', resource),
  };
}

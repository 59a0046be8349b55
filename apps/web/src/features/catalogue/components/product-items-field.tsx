import '@mantine/core/styles/Combobox.css';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Select,
  Stack,
  Text,
  ThemeIcon,
  Tooltip,
} from '@mantine/core';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import IconX from '@tabler/icons-react/dist/esm/icons/IconX.mjs';
import type { ITEM_KIND_VALUES, ProductItemValue, ProductKind } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { ITEM_KIND_ICON } from './product-kind.tsx';
import { contentOptionsQuery, signatureTypeOptionsQuery } from '../api/selects-api.ts';
import '../i18n/index.ts';
import '../../../i18n/shared/index.ts';

export type ItemKind = (typeof ITEM_KIND_VALUES)[number];
/** A content of the product: its name, known from the saved product, shows before options load. */
export type { ProductItemValue };

/** What each product kind releases; a bundle mixes any of these. */
export const ITEM_OF_KIND: Record<Exclude<ProductKind, 'bundle'>, ItemKind> = {
  course: 'course',
  ebook: 'ebook',
  signature: 'signature',
  trade_method: 'trade_method',
};
/** Broadcasts cannot be sold yet (the API refuses them until the live issue lands). */
export const BUNDLE_ITEM_KINDS: readonly ItemKind[] = [
  'course',
  'ebook',
  'trail',
  'signature',
  'research',
  'trade_method',
];

const keyOf = (item: { kind: string; target_id: number }) => `${item.kind}:${item.target_id}`;

/** Content options by kind, as Select data ("(rascunho)" marks drafts). */
export function useContentOptions() {
  const { t } = useTranslation('catalogue');
  const contents = useQuery({ ...contentOptionsQuery, meta: { silent: true } });
  const signatures = useQuery({ ...signatureTypeOptionsQuery, meta: { silent: true } });
  const byKind = useMemo(() => {
    const map = new Map<ItemKind, { value: string; label: string }[]>();
    for (const kind of BUNDLE_ITEM_KINDS) map.set(kind, []);
    for (const o of contents.data ?? [])
      map.get(o.kind)?.push({
        value: String(o.id),
        label: o.published ? o.name : `${o.name} ${t('catalogueAdmin.items.draft')}`,
      });
    for (const s of signatures.data ?? [])
      map.get('signature')?.push({ value: String(s.id), label: s.name });
    return map;
  }, [contents.data, signatures.data, t]);
  return {
    byKind,
    loading: contents.isPending || signatures.isPending,
    failed: contents.isError || signatures.isError,
  };
}

/**
 * What the product releases. A course, e-book or signature product picks its one content; a
 * bundle ("Combo") lists as many as it sells, of any kind.
 */
export function ProductItemsField({
  productKind,
  value,
  onChange,
  onPicked,
  error,
}: {
  productKind: ProductKind;
  value: ProductItemValue[];
  onChange: (value: ProductItemValue[]) => void;
  /** A single content was picked (the form may name the product after it). */
  onPicked?: (name: string) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('catalogue');
  const errorId = useId();
  const options = useContentOptions();
  const [addKind, setAddKind] = useState<ItemKind>('course');
  const [addId, setAddId] = useState<string | null>(null);

  const nameOf = (item: ProductItemValue) =>
    options.byKind.get(item.kind)?.find((o) => o.value === String(item.target_id))?.label ??
    item.name ??
    `#${item.target_id}`;

  const problem = options.failed ? (
    <Alert color="yellow" variant="light">
      {t('catalogueAdmin.items.loadError')}
    </Alert>
  ) : null;

  if (productKind !== 'bundle') {
    const kind = ITEM_OF_KIND[productKind];
    const current = value.find((i) => i.kind === kind);
    const data = options.byKind.get(kind) ?? [];
    // A saved content missing from the options (e.g. deleted since) still shows by name.
    const withCurrent =
      current && !data.some((o) => o.value === String(current.target_id))
        ? [{ value: String(current.target_id), label: nameOf(current) }, ...data]
        : data;
    return (
      <Stack gap="xs">
        {problem}
        <Select
          label={t(`catalogueAdmin.items.pick.${kind}`)}
          placeholder={t('catalogueAdmin.items.placeholder')}
          required
          searchable
          nothingFoundMessage={t('catalogueAdmin.items.nothingFound')}
          data={withCurrent}
          value={current ? String(current.target_id) : null}
          onChange={(id, option) => {
            onChange(id ? [{ kind, target_id: Number(id), name: option?.label }] : []);
            if (id && option) onPicked?.(option.label);
          }}
          error={error}
          disabled={options.loading && !current}
        />
      </Stack>
    );
  }

  const chosen = new Set(value.map(keyOf));
  const addData = (options.byKind.get(addKind) ?? []).filter(
    (o) => !chosen.has(`${addKind}:${o.value}`),
  );
  const add = () => {
    if (!addId) return;
    const label = addData.find((o) => o.value === addId)?.label;
    onChange([...value, { kind: addKind, target_id: Number(addId), name: label }]);
    setAddId(null);
  };

  return (
    <Stack gap="sm">
      {problem}
      <Text size="sm" fw={500} id={`${errorId}-label`}>
        {t('catalogueAdmin.items.bundleLabel')}
      </Text>
      {value.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('catalogueAdmin.items.bundleEmpty')}
        </Text>
      ) : (
        <Stack gap={6} role="list" aria-labelledby={`${errorId}-label`}>
          {value.map((item) => {
            const KindIcon = ITEM_KIND_ICON[item.kind];
            const name = nameOf(item);
            return (
              <Group
                key={keyOf(item)}
                role="listitem"
                gap="sm"
                wrap="nowrap"
                p="xs"
                style={{
                  border: '1px solid var(--mantine-color-default-border)',
                  borderRadius: 'var(--mantine-radius-md)',
                }}
              >
                <ThemeIcon variant="light" size={32} radius="md" aria-hidden>
                  <KindIcon size={18} stroke={1.6} />
                </ThemeIcon>
                <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                  <Text size="sm" fw={600} truncate>
                    {name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t(`store.itemKinds.${item.kind}`)}
                  </Text>
                </Stack>
                <Tooltip label={t('catalogueAdmin.items.remove')}>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={t('catalogueAdmin.items.removeNamed', { name })}
                    onClick={() => onChange(value.filter((i) => keyOf(i) !== keyOf(item)))}
                  >
                    <IconX size={16} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              </Group>
            );
          })}
        </Stack>
      )}
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('catalogueAdmin.items.addKind')}
          data={BUNDLE_ITEM_KINDS.map((k) => ({ value: k, label: t(`store.itemKinds.${k}`) }))}
          value={addKind}
          allowDeselect={false}
          onChange={(k) => {
            if (k) setAddKind(k);
            setAddId(null);
          }}
          w={{ base: '100%', sm: 190 }}
        />
        <Select
          label={t('catalogueAdmin.items.addContent')}
          placeholder={t('catalogueAdmin.items.placeholder')}
          searchable
          nothingFoundMessage={t('catalogueAdmin.items.nothingFound')}
          data={addData}
          value={addId}
          onChange={setAddId}
          style={{ flex: 1, minWidth: 220 }}
          disabled={options.loading}
        />
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={add}
          disabled={!addId}
        >
          {t('catalogueAdmin.items.add')}
        </Button>
      </Group>
      {error && (
        <Text c="red" size="sm" role="alert" id={errorId}>
          {error}
        </Text>
      )}
    </Stack>
  );
}

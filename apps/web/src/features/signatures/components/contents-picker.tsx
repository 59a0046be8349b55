import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/SimpleGrid.css';
import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { QUALIFICATION_KINDS } from '@app/shared';
import type { QualificationContent, QualificationKind, QualificationOption } from '@app/shared';
import IconSearch from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { ControlledField } from '../../../components/forms/form-fields.tsx';
import { contentOptionsQuery } from '../signatures-api.ts';
import type { ContentScope } from '../signatures-api.ts';
import '../i18n/index.ts';

const keyOf = (kind: string, id: number) => `${kind}:${id}`;

/**
 * A staff form's `contents` in the picker, listing the contents a signature type (`signature`)
 * or a qualification (`qualification`) may include.
 */
export function ContentsField({ scope }: { scope: ContentScope }) {
  const options = useQuery(contentOptionsQuery(scope));
  return (
    <ControlledField<{ contents: QualificationContent[] }>
      name="contents"
      render={(field, error) => (
        <ContentsPicker
          options={options.data}
          loading={options.isPending}
          failed={options.isError}
          value={field.value as QualificationContent[]}
          onChange={field.onChange}
          error={error}
        />
      )}
    />
  );
}

function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/**
 * What a signature type includes: one group of checkboxes per kind (courses, e-books, trails,
 * research), with a filter and "all / none" per group. Drafts are listed (staff prepare ahead)
 * with a badge.
 */
export function ContentsPicker({
  options,
  loading,
  failed,
  value,
  onChange,
  error,
}: {
  options: QualificationOption[] | undefined;
  loading: boolean;
  failed: boolean;
  value: QualificationContent[];
  onChange: (value: QualificationContent[]) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('signatures');
  const [filter, setFilter] = useState('');
  const errorId = useId();
  const selected = useMemo(() => new Set(value.map((c) => keyOf(c.kind, c.target_id))), [value]);
  const groups = useMemo(() => {
    const term = normalise(filter.trim());
    return QUALIFICATION_KINDS.map((kind) => ({
      kind,
      all: (options ?? []).filter((o) => o.kind === kind),
      shown: (options ?? []).filter(
        (o) => o.kind === kind && (term === '' || normalise(o.name).includes(term)),
      ),
    }));
  }, [options, filter]);

  const set = (kind: QualificationKind, ids: number[], on: boolean) => {
    const touched = new Set(ids.map((id) => keyOf(kind, id)));
    const kept = value.filter((c) => !touched.has(keyOf(c.kind, c.target_id)));
    onChange(on ? [...kept, ...ids.map((id) => ({ kind, target_id: id }))] : kept);
  };

  if (loading) return <Loader size="sm" aria-label={t('app.loading')} />;
  if (failed) return <Alert color="red">{t('signatures.picker.loadError')}</Alert>;

  return (
    <Stack gap="md">
      <TextInput
        label={t('signatures.picker.filter')}
        placeholder={t('signatures.picker.filterPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={filter}
        onChange={(event) => setFilter(event.currentTarget.value)}
        w={{ base: '100%', sm: 320 }}
      />
      {error && (
        <Text id={errorId} c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {groups.map(({ kind, all, shown }) => {
          const count = all.filter((o) => selected.has(keyOf(kind, o.id))).length;
          return (
            <Card key={kind} withBorder radius="md" padding="md" data-testid={`contents-${kind}`}>
              <Stack gap="sm">
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Title order={3} size="h5">
                    {t(`signatures.kinds.${kind}`)}
                  </Title>
                  <Badge variant="light" color={count > 0 ? 'brand' : 'gray'} tt="none">
                    {t('signatures.picker.selected', { count, total: all.length })}
                  </Badge>
                </Group>
                {all.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {t('signatures.picker.noneOfKind')}
                  </Text>
                ) : (
                  <>
                    <Group gap="xs">
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        onClick={() =>
                          set(
                            kind,
                            shown.map((o) => o.id),
                            true,
                          )
                        }
                        disabled={shown.length === 0}
                        aria-label={t('signatures.picker.allOf', {
                          kind: t(`signatures.kinds.${kind}`),
                        })}
                      >
                        {t('signatures.picker.all')}
                      </Button>
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="gray"
                        onClick={() =>
                          set(
                            kind,
                            shown.map((o) => o.id),
                            false,
                          )
                        }
                        disabled={count === 0}
                        aria-label={t('signatures.picker.noneOf', {
                          kind: t(`signatures.kinds.${kind}`),
                        })}
                      >
                        {t('signatures.picker.none')}
                      </Button>
                    </Group>
                    <Stack
                      gap={8}
                      role="group"
                      aria-label={t(`signatures.kinds.${kind}`)}
                      mah={280}
                      style={{ overflowY: 'auto' }}
                    >
                      {shown.length === 0 && (
                        <Text size="sm" c="dimmed">
                          {t('signatures.picker.noMatch')}
                        </Text>
                      )}
                      {shown.map((o) => (
                        <Checkbox
                          key={o.id}
                          checked={selected.has(keyOf(kind, o.id))}
                          onChange={(event) => set(kind, [o.id], event.currentTarget.checked)}
                          aria-describedby={error ? errorId : undefined}
                          label={
                            <Group gap={6} component="span" wrap="nowrap">
                              <span>{o.name}</span>
                              {!o.published && (
                                <Badge size="xs" variant="outline" color="gray">
                                  {t('signatures.picker.draft')}
                                </Badge>
                              )}
                            </Group>
                          }
                        />
                      ))}
                    </Stack>
                  </>
                )}
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}

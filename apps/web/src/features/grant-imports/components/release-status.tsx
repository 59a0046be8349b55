import { Badge, Stack, Text } from '@mantine/core';
import { formatDateTimeSaoPaulo } from '@app/shared';
import type { GrantImport } from '@app/shared';
import { useTextsOf } from '../../../i18n/use-texts-of.ts';

/** Pendente, Expirada, or "Aplicada em <data> a <pessoa>". */
export function ReleaseStatus({ release, prefix }: { release: GrantImport; prefix: string }) {
  const { t } = useTextsOf(prefix);
  if (release.status === 'applied' && release.applied_at)
    return (
      <Stack gap={2}>
        <Badge color="teal" variant="light" miw="max-content">
          {t(`${prefix}.applied`)}
        </Badge>
        <Text size="xs" c="dimmed">
          {t(`${prefix}.appliedOn`, {
            date: formatDateTimeSaoPaulo(release.applied_at, 'DD/MM/YYYY HH:mm'),
            person: release.applied_user
              ? `${release.applied_user.name} (${release.applied_user.email})`
              : '—',
          })}
        </Text>
      </Stack>
    );
  if (release.status === 'expired')
    return (
      <Badge color="gray" variant="light" miw="max-content">
        {t(`${prefix}.expired`)}
      </Badge>
    );
  return (
    <Badge color="yellow" variant="light" miw="max-content">
      {t(`${prefix}.pending`)}
    </Badge>
  );
}

/** What a release opens, in words: product, signature, courses. */
export function releasesText(release: GrantImport): string {
  return [
    release.product?.name,
    release.signature_type?.name,
    ...release.courses.map((c) => c.name),
  ]
    .filter(Boolean)
    .join(' · ');
}

import { Alert, Anchor, Badge, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from 'react-router';
import { useAnalysts } from './use-analysts.ts';
import '../i18n/index.ts';

/**
 * Who recommends in a method: the analysts whose credentials name it, each with whether they may
 * publish. They are chosen on the analyst's side (the analysts' tab), so this only shows them.
 */
export function MethodAnalysts({
  methodId,
  analystsPath,
}: {
  methodId: number;
  analystsPath: string;
}) {
  const { t } = useTranslation('recommendations');
  const analysts = useAnalysts();
  const inMethod = analysts.rows.filter((row) =>
    row.credentials?.trade_methods.some((method) => method.id === methodId),
  );
  const manage = (
    <Anchor component={Link} to={analystsPath} size="sm">
      {t('recommendations.methods.manageAnalysts')}
    </Anchor>
  );

  if (analysts.isError) return <Alert color="red">{t('recommendations.analysts.loadError')}</Alert>;
  if (analysts.isPending)
    return (
      <Group gap="xs">
        <Loader size="sm" aria-label={t('recommendations.analysts.loading')} />
      </Group>
    );
  return (
    <Stack gap="sm" data-testid="method-analysts">
      {inMethod.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('recommendations.methods.noAnalysts')}
        </Text>
      ) : (
        <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {inMethod.map(({ analyst, credentials }) => (
            <Group key={analyst.id} component="li" gap="xs" wrap="wrap">
              <Text fw={600}>{analyst.name}</Text>
              {credentials?.cnpi && (
                <Text size="sm" c="dimmed" ff="monospace">
                  {t('recommendations.methods.cnpiOf', { cnpi: credentials.cnpi })}
                </Text>
              )}
              {credentials?.can_publish ? (
                <Badge variant="light" color="teal">
                  {t('recommendations.analysts.canPublish')}
                </Badge>
              ) : (
                <Badge variant="light" color="orange">
                  {t('recommendations.analysts.cannotPublish')}
                </Badge>
              )}
            </Group>
          ))}
        </Stack>
      )}
      <div>{manage}</div>
    </Stack>
  );
}

import { Button, Group, TextInput } from '@mantine/core';
import { useTranslation } from '../../../i18n/react.tsx';
import { lastDays } from '../api/influencers-api.ts';
import type { Period } from '../api/influencers-api.ts';
import '../i18n/index.ts';

/** A period of São Paulo days: two dates and the usual shortcuts. */
export function PeriodFields({
  value,
  onChange,
}: {
  value: Period;
  onChange: (period: Period) => void;
}) {
  const { t } = useTranslation('influencers');
  const set = (next: Partial<Period>) => {
    const period = { ...value, ...next };
    if (/^\d{4}-\d{2}-\d{2}$/.test(period.from) && /^\d{4}-\d{2}-\d{2}$/.test(period.to))
      onChange(period);
  };
  return (
    <Group gap="sm" align="end" wrap="wrap">
      <TextInput
        type="date"
        label={t('influencers.common.from')}
        value={value.from}
        max={value.to}
        onChange={(event) => set({ from: event.currentTarget.value })}
        w={{ base: '47%', sm: 170 }}
      />
      <TextInput
        type="date"
        label={t('influencers.common.to')}
        value={value.to}
        min={value.from}
        onChange={(event) => set({ to: event.currentTarget.value })}
        w={{ base: '47%', sm: 170 }}
      />
      <Group gap={4}>
        {([7, 30, 90] as const).map((days) => (
          <Button key={days} variant="subtle" size="xs" onClick={() => onChange(lastDays(days))}>
            {t(`influencers.report.last${days}`)}
          </Button>
        ))}
      </Group>
    </Group>
  );
}

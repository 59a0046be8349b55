import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Combobox.css';
import { Group, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { isoToBrDate } from '@app/shared';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { PERIOD_PRESETS, presetPeriod } from '../api/sales-force-api.ts';
import type { Period, PeriodPreset } from '../api/sales-force-api.ts';
import '../i18n/index.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The period of the panel: São Paulo months and ranges, or two dates. */
export function PeriodPicker({
  value,
  onChange,
}: {
  value: Period;
  onChange: (period: Period) => void;
}) {
  const { t } = useTranslation('salesForce');
  const [preset, setPreset] = useState<PeriodPreset | 'custom'>(
    () => PERIOD_PRESETS.find((p) => sameAs(presetPeriod(p), value)) ?? 'custom',
  );
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const options = [...PERIOD_PRESETS, 'custom'].map((p) => ({
    value: p,
    label: t(`salesForce.period.${p}`),
  }));
  const choose = (next: string) => {
    setPreset(next as PeriodPreset | 'custom');
    if (next !== 'custom') onChange(presetPeriod(next as PeriodPreset));
  };
  const set = (next: Partial<Period>) => {
    const period = { ...value, ...next };
    if (DAY.test(period.from) && DAY.test(period.to) && period.from <= period.to) onChange(period);
  };
  return (
    <Stack gap={6} w={narrow ? '100%' : undefined}>
      <Group gap="sm" align="end" wrap="wrap">
        {narrow ? (
          <Select
            label={t('salesForce.period.legend')}
            data={options}
            value={preset}
            onChange={(next) => next && choose(next)}
            allowDeselect={false}
            w="100%"
          />
        ) : (
          <Stack gap={4}>
            <Text component="span" size="sm" fw={500} id="sales-force-period">
              {t('salesForce.period.legend')}
            </Text>
            <SegmentedControl
              aria-labelledby="sales-force-period"
              value={preset}
              onChange={choose}
              data={options}
            />
          </Stack>
        )}
        {preset === 'custom' && (
          <Group gap="sm" wrap="nowrap" w={narrow ? '100%' : undefined} grow={narrow}>
            <TextInput
              type="date"
              label={t('salesForce.period.from')}
              value={value.from}
              max={value.to}
              onChange={(event) => set({ from: event.currentTarget.value })}
              w={narrow ? undefined : 160}
            />
            <TextInput
              type="date"
              label={t('salesForce.period.to')}
              value={value.to}
              min={value.from}
              onChange={(event) => set({ to: event.currentTarget.value })}
              w={narrow ? undefined : 160}
            />
          </Group>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {t('salesForce.period.range', { from: isoToBrDate(value.from), to: isoToBrDate(value.to) })}
      </Text>
    </Stack>
  );
}

function sameAs(a: Period, b: Period) {
  return a.from === b.from && a.to === b.to;
}

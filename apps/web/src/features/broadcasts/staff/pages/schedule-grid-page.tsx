import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Alert.css';
import {
  ActionIcon,
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import IconChevronLeft from '@tabler/icons-react/dist/esm/icons/IconChevronLeft.mjs';
import IconChevronRight from '@tabler/icons-react/dist/esm/icons/IconChevronRight.mjs';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import { addDays } from '@app/shared';
import type { ScheduleItem } from '@app/shared';
import { useAbility } from '../../../../lib/session/ability-context.tsx';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/react.tsx';
import { useSearchParams } from 'react-router';
import { ScheduleSlotModal } from '../components/schedule-slot-modal.tsx';
import { brDate, dayMonth, mondayOf, saoPauloToday, weekDays } from '../dates.ts';
import { scheduleGridQuery, scheduleTypesQuery } from '../live-admin-api.ts';
import type { ScheduleTypeOption } from '../live-admin-api.ts';
import '../i18n/index.ts';

const DAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const PALETTE = ['blue', 'grape', 'teal', 'orange', 'pink', 'cyan', 'lime', 'indigo'];
const SUBJECT = 'Grade de Programação';
/** Today's column: a light wash of the primary colour (light and dark schemes). */
const TODAY_BG = 'color-mix(in srgb, var(--mantine-primary-color-filled) 7%, transparent)';

/** A slot's colour: the API's, its type's, or one of a palette picked by the type id. */
function colorOf(item: ScheduleItem, types: ScheduleTypeOption[]): string {
  const raw = item.color ?? types.find((type) => type.id === item.type_id)?.color ?? null;
  if (raw && /^#[0-9a-f]{3,8}$/i.test(raw)) return raw;
  const name = raw ?? PALETTE[(item.type_id ?? 0) % PALETTE.length]!;
  return `var(--mantine-color-${name}-6)`;
}

const endOf = (item: ScheduleItem) => {
  const [h, m] = item.hour.split(':').map(Number);
  const minutes = ((h ?? 0) * 60 + (m ?? 0) + item.duration_minutes) % (24 * 60);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
};

function Slot({
  item,
  color,
  onOpen,
}: {
  item: ScheduleItem;
  color: string;
  onOpen: (() => void) | null;
}) {
  const { t } = useTranslation('liveAdmin');
  const hour = item.hour.slice(0, 5);
  const body = (
    <Box
      p={6}
      style={{
        borderLeft: `4px solid ${color}`,
        background: `color-mix(in srgb, ${color} 12%, var(--mantine-color-body))`,
        borderRadius: 'var(--mantine-radius-sm)',
      }}
    >
      <Text size="xs" fw={700} c="dimmed">
        {hour}–{endOf(item)}
      </Text>
      <Text size="sm" fw={600} lh={1.25}>
        {item.title}
      </Text>
      {(item.type || item.program) && (
        <Text size="xs" c="dimmed" lineClamp={1}>
          {[item.type, item.program].filter(Boolean).join(' · ')}
        </Text>
      )}
    </Box>
  );
  return onOpen ? (
    <UnstyledButton
      onClick={onOpen}
      w="100%"
      aria-label={t('grid.open', { hour, title: item.title })}
      data-testid="schedule-slot"
    >
      {body}
    </UnstyledButton>
  ) : (
    <Box data-testid="schedule-slot">{body}</Box>
  );
}

/** Staff `/grade-programacao`: the week's programme, Monday to Sunday, in São Paulo time. */
export function ScheduleGridPage() {
  const { t } = useTranslation('liveAdmin');
  const ability = useAbility();
  const desktop = useMediaQuery('(min-width: 62em)', true);
  const [params, setParams] = useSearchParams();
  const today = saoPauloToday();
  const requested = params.get('semana');
  const monday = mondayOf(requested && /^\d{4}-\d{2}-\d{2}$/.test(requested) ? requested : today);
  const grid = useQuery(scheduleGridQuery(monday));
  const types = useQuery(scheduleTypesQuery);
  const days = weekDays(monday);
  const [modal, setModal] = useState<{
    item: ScheduleItem | null;
    date: string;
    hour: string;
  } | null>(null);
  const canCreate = ability.can('create', SUBJECT);
  const canOpen = ability.can('update', SUBJECT) || ability.can('delete', SUBJECT);

  const goTo = (day: string) =>
    setParams(day === mondayOf(today) ? {} : { semana: day }, { replace: true });
  const items = [...(grid.data?.items ?? [])].sort((a, b) =>
    `${a.date}${a.hour}`.localeCompare(`${b.date}${b.hour}`),
  );
  const byDay = (day: string) => items.filter((item) => item.date === day);
  const hours = [...new Set(items.map((item) => item.hour.slice(0, 2)))].sort();
  const typeList = types.data ?? [];
  const open = (item: ScheduleItem) =>
    canOpen ? () => setModal({ item, date: item.date, hour: item.hour.slice(0, 5) }) : null;
  const dayLabel = (day: string, index: number) =>
    `${t(`grid.days.${DAY_KEYS[index]!}`)}, ${dayMonth(day)}`;

  const addButton = (day: string, index: number) =>
    canCreate && (
      <Tooltip label={t('grid.addOn', { day: dayLabel(day, index) })}>
        <ActionIcon
          variant="subtle"
          size="sm"
          aria-label={t('grid.addOn', { day: dayLabel(day, index) })}
          onClick={() => setModal({ item: null, date: day, hour: '09:00' })}
        >
          <IconPlus size={14} aria-hidden />
        </ActionIcon>
      </Tooltip>
    );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="end" wrap="wrap">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('grid.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('grid.subtitle')}
          </Text>
        </Stack>
        {canCreate && (
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() =>
              setModal({
                item: null,
                date: days.includes(today) ? today : monday,
                hour: '09:00',
              })
            }
          >
            {t('grid.newSlot')}
          </Button>
        )}
      </Group>

      <Card withBorder radius="lg" padding="lg">
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Group gap="xs">
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={t('grid.prev')}
                onClick={() => goTo(addDays(monday, -7))}
              >
                <IconChevronLeft size={18} aria-hidden />
              </ActionIcon>
              <Button variant="default" onClick={() => goTo(mondayOf(today))}>
                {t('grid.today')}
              </Button>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={t('grid.next')}
                onClick={() => goTo(addDays(monday, 7))}
              >
                <IconChevronRight size={18} aria-hidden />
              </ActionIcon>
              <Text fw={600} aria-live="polite" data-testid="grid-week">
                {t('grid.week', { start: brDate(days[0]!), end: brDate(days[6]!) })}
              </Text>
              {grid.isFetching && !grid.isPending && <Loader size="xs" />}
            </Group>
            {typeList.length > 0 && (
              <Group gap={6}>
                {typeList.map((type, index) => (
                  <Badge
                    key={type.id}
                    variant="dot"
                    color={
                      type.color && type.color.startsWith('#')
                        ? type.color
                        : (type.color ?? PALETTE[(type.id ?? index) % PALETTE.length])
                    }
                  >
                    {type.name}
                  </Badge>
                ))}
              </Group>
            )}
          </Group>

          {grid.isError ? (
            <Alert color="red">{t('common.loadError')}</Alert>
          ) : grid.isPending ? (
            <Center py="xl">
              <Loader aria-label={t('common.loading')} />
            </Center>
          ) : desktop ? (
            <Table.ScrollContainer minWidth={980}>
              <Table withColumnBorders withTableBorder layout="fixed" verticalSpacing={6}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={64}>{t('grid.hour')}</Table.Th>
                    {days.map((day, index) => (
                      <Table.Th
                        key={day}
                        data-testid={`grid-day-${day}`}
                        bg={day === today ? TODAY_BG : undefined}
                      >
                        <Group justify="space-between" gap={4} wrap="nowrap">
                          <Stack gap={0}>
                            <Text size="sm" fw={700} c={day === today ? 'blue' : undefined}>
                              {t(`grid.days.${DAY_KEYS[index]!}`)}
                            </Text>
                            <Text size="xs" c="dimmed">
                              {dayMonth(day)}
                            </Text>
                          </Stack>
                          {addButton(day, index)}
                        </Group>
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {hours.length === 0 ? (
                    <Table.Tr>
                      <Table.Td colSpan={8}>
                        <Text c="dimmed" ta="center" py="xl">
                          {t('grid.emptyWeek')}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  ) : (
                    hours.map((hour) => (
                      <Table.Tr key={hour}>
                        <Table.Td valign="top">
                          <Text size="sm" fw={600} c="dimmed">
                            {hour}:00
                          </Text>
                        </Table.Td>
                        {days.map((day) => (
                          <Table.Td
                            key={day}
                            valign="top"
                            data-day={day}
                            bg={day === today ? TODAY_BG : undefined}
                          >
                            <Stack gap={4}>
                              {byDay(day)
                                .filter((item) => item.hour.startsWith(hour))
                                .map((item) => (
                                  <Slot
                                    key={item.id}
                                    item={item}
                                    color={colorOf(item, typeList)}
                                    onOpen={open(item)}
                                  />
                                ))}
                            </Stack>
                          </Table.Td>
                        ))}
                      </Table.Tr>
                    ))
                  )}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ) : (
            <Stack gap="sm">
              {days.map((day, index) => {
                const list = byDay(day);
                return (
                  <Box
                    key={day}
                    component="section"
                    aria-label={dayLabel(day, index)}
                    data-day={day}
                    p="sm"
                    style={{
                      border: '1px solid var(--mantine-color-default-border)',
                      borderRadius: 'var(--mantine-radius-md)',
                      background: day === today ? TODAY_BG : undefined,
                    }}
                  >
                    <Group justify="space-between" mb={list.length ? 6 : 0}>
                      <Text fw={700} size="sm">
                        {dayLabel(day, index)}
                      </Text>
                      {addButton(day, index)}
                    </Group>
                    {list.length === 0 ? (
                      <Text size="xs" c="dimmed">
                        {t('grid.emptyDay')}
                      </Text>
                    ) : (
                      <Stack gap={4}>
                        {list.map((item) => (
                          <Slot
                            key={item.id}
                            item={item}
                            color={colorOf(item, typeList)}
                            onOpen={open(item)}
                          />
                        ))}
                      </Stack>
                    )}
                  </Box>
                );
              })}
            </Stack>
          )}
        </Stack>
      </Card>

      <ScheduleSlotModal
        opened={modal !== null}
        item={modal?.item ?? null}
        defaults={{ date: modal?.date ?? today, hour: modal?.hour ?? '09:00' }}
        onClose={() => setModal(null)}
      />
    </Stack>
  );
}

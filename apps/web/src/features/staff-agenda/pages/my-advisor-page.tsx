import '@mantine/core/styles/Chip.css';
import {
  Avatar,
  Badge,
  Button,
  Card,
  Chip,
  Group,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import IconUserStar from '@tabler/icons-react/dist/esm/icons/IconUserStar.mjs';
import IconVideo from '@tabler/icons-react/dist/esm/icons/IconVideo.mjs';
import type { FreeSlot, MyBooking } from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { PageState } from '../../../components/page-state.tsx';
import { ConfirmDeleteModal } from '../../../components/staff/confirm-delete.tsx';
import { errorMessageOf } from '../../../lib/api-client/query-client.ts';
import { AGENDA_KEYS, bookSlot, cancelBooking, myAdvisorQuery } from '../api/agenda-api.ts';
import { dayHeading } from '../components/agenda-grid.tsx';
import '../i18n/index.ts';

/**
 * `/meu-assessor` (Liberta): the customer's advisor, their free slots in the next weeks (São
 * Paulo time) to book with a confirmation, and the customer's bookings, which they may cancel.
 * Both sides get the confirmation by e-mail.
 */
export function MyAdvisorPage() {
  const { t, i18n } = useTranslation('staffAgenda');
  const mine = useQuery(myAdvisorQuery());
  const [day, setDay] = useState<string | null>(null);
  const [picked, setPicked] = useState<FreeSlot | null>(null);
  if (mine.isError)
    return (
      <PageState
        icon={<IconUserStar size={36} />}
        title={t('staffAgenda.myAdvisor.loadError')}
        text={errorMessageOf(mine.error)}
      />
    );
  if (mine.isPending)
    return (
      <Group justify="center" py="xl">
        <Loader aria-label={t('app.loading')} />
      </Group>
    );
  const { advisor, slots, bookings } = mine.data;
  const days = [...new Set(slots.map((s) => s.day))];
  const shownDay = day && days.includes(day) ? day : (days[0] ?? null);
  const long = (d: string) => dayHeading(d, i18n.language, 'long');
  return (
    <Stack gap="lg" maw={900}>
      <div>
        <Title order={1} size="h2">
          {t('staffAgenda.myAdvisor.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('staffAgenda.myAdvisor.intro')}
        </Text>
      </div>
      {!advisor ? (
        <PageState
          icon={<IconUserStar size={36} />}
          title={t('staffAgenda.myAdvisor.noAdvisor')}
          text={t('staffAgenda.myAdvisor.noAdvisorText')}
        />
      ) : (
        <>
          <Card withBorder radius="lg" padding="lg">
            <Group gap="md">
              <Avatar color="teal" radius="xl" size="lg" name={advisor.name} />
              <div>
                <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                  {t('staffAgenda.myAdvisor.advisor')}
                </Text>
                <Text fw={600} size="lg">
                  {advisor.name}
                </Text>
              </div>
            </Group>
          </Card>
          <Card withBorder radius="lg" padding="lg">
            <Stack gap="md">
              <Title order={2} size="h4">
                {t('staffAgenda.myAdvisor.slotsTitle')}
              </Title>
              {days.length === 0 ? (
                <Text c="dimmed" size="sm">
                  {t('staffAgenda.myAdvisor.noSlots')}
                </Text>
              ) : (
                <>
                  <Chip.Group multiple={false} value={shownDay} onChange={setDay}>
                    <Group
                      gap={6}
                      role="group"
                      aria-label={t('staffAgenda.myAdvisor.pickDay')}
                      wrap="wrap"
                    >
                      {days.map((d) => (
                        <Chip key={d} value={d} size="sm" variant="outline">
                          {dayHeading(d, i18n.language)}
                        </Chip>
                      ))}
                    </Group>
                  </Chip.Group>
                  {shownDay && (
                    <Stack gap="xs">
                      <Text fw={600}>{long(shownDay)}</Text>
                      <SimpleGrid cols={{ base: 3, xs: 4, sm: 6 }} spacing="xs">
                        {slots
                          .filter((s) => s.day === shownDay)
                          .map((slot) => (
                            <Button
                              key={slot.starts_at}
                              variant="light"
                              onClick={() => setPicked(slot)}
                              aria-label={t('staffAgenda.myAdvisor.slotLabel', {
                                day: long(slot.day),
                                start: slot.start_time,
                                end: slot.end_time,
                              })}
                            >
                              {slot.start_time}
                            </Button>
                          ))}
                      </SimpleGrid>
                    </Stack>
                  )}
                </>
              )}
            </Stack>
          </Card>
        </>
      )}
      <Bookings bookings={bookings} />
      {picked && advisor && (
        <BookModal slot={picked} advisor={advisor.name} onClose={() => setPicked(null)} />
      )}
    </Stack>
  );
}

function BookModal({
  slot,
  advisor,
  onClose,
}: {
  slot: FreeSlot;
  advisor: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('staffAgenda');
  const client = useQueryClient();
  const [notes, setNotes] = useState('');
  const book = useMutation({
    mutationFn: () => bookSlot(slot.starts_at, notes),
    onSuccess: async () => {
      notifications.show({ color: 'teal', message: t('staffAgenda.myAdvisor.booked') });
      onClose();
      await client.invalidateQueries({ queryKey: AGENDA_KEYS.myAdvisor });
    },
    onError: async (error) => {
      notifications.show({ color: 'red', message: errorMessageOf(error) });
      // A slot someone else just took disappears from the list.
      await client.invalidateQueries({ queryKey: AGENDA_KEYS.myAdvisor });
      onClose();
    },
  });
  return (
    <Modal opened onClose={onClose} title={t('staffAgenda.myAdvisor.confirmTitle')} centered>
      <Stack>
        <Text>
          {t('staffAgenda.myAdvisor.confirmText', {
            day: dayHeading(slot.day, i18n.language, 'long'),
            start: slot.start_time,
            end: slot.end_time,
            advisor,
          })}
        </Text>
        <Textarea
          label={t('staffAgenda.myAdvisor.notes')}
          description={t('staffAgenda.myAdvisor.notesHint')}
          value={notes}
          onChange={(e) => setNotes(e.currentTarget.value)}
          maxLength={2000}
          autosize
          minRows={2}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={book.isPending}>
            {t('staffAgenda.myAdvisor.cancel')}
          </Button>
          <Button onClick={() => book.mutate()} loading={book.isPending} data-autofocus>
            {t('staffAgenda.myAdvisor.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function Bookings({ bookings }: { bookings: MyBooking[] }) {
  const { t, i18n } = useTranslation('staffAgenda');
  const client = useQueryClient();
  const [asked, setAsked] = useState<MyBooking | null>(null);
  const cancel = useMutation({
    mutationFn: (id: number) => cancelBooking(id),
    onSuccess: async () => {
      setAsked(null);
      notifications.show({ color: 'teal', message: t('staffAgenda.myAdvisor.bookingCancelled') });
      await client.invalidateQueries({ queryKey: AGENDA_KEYS.myAdvisor });
    },
    onError: (error) => notifications.show({ color: 'red', message: errorMessageOf(error) }),
  });
  const long = (d: string) => dayHeading(d, i18n.language, 'long');
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('staffAgenda.myAdvisor.bookingsTitle')}
        </Title>
        {bookings.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('staffAgenda.myAdvisor.noBookings')}
          </Text>
        ) : (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {bookings.map((b) => (
              <Group
                key={b.id}
                component="li"
                justify="space-between"
                wrap="wrap"
                gap="xs"
                data-testid="my-booking"
              >
                <Group gap="xs">
                  <Text fw={600} td={b.cancelled_at ? 'line-through' : undefined}>
                    {long(b.day)}, {b.start_time}–{b.end_time}
                  </Text>
                  {b.cancelled_at && (
                    <Badge color="red" variant="light">
                      {t('staffAgenda.myAdvisor.cancelled')}
                    </Badge>
                  )}
                </Group>
                {!b.cancelled_at && (
                  <Group gap="xs">
                    {b.video_url && (
                      <Button
                        component="a"
                        href={b.video_url}
                        target="_blank"
                        rel="noopener noreferrer"
                        size="xs"
                        variant="light"
                        leftSection={<IconVideo size={14} aria-hidden />}
                      >
                        {t('staffAgenda.myAdvisor.join')}
                      </Button>
                    )}
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      onClick={() => setAsked(b)}
                      aria-label={t('staffAgenda.myAdvisor.cancelBookingOf', {
                        day: long(b.day),
                        start: b.start_time,
                      })}
                    >
                      {t('staffAgenda.myAdvisor.cancelBooking')}
                    </Button>
                  </Group>
                )}
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
      <ConfirmDeleteModal
        opened={asked !== null}
        busy={cancel.isPending}
        texts={{
          title: t('staffAgenda.myAdvisor.cancelTitle'),
          text: asked
            ? t('staffAgenda.myAdvisor.cancelText', {
                day: long(asked.day),
                start: asked.start_time,
              })
            : '',
          cancel: t('staffAgenda.myAdvisor.keep'),
          confirm: t('staffAgenda.myAdvisor.confirmCancel'),
        }}
        onCancel={() => setAsked(null)}
        onConfirm={() => asked && cancel.mutate(asked.id)}
      />
    </Card>
  );
}

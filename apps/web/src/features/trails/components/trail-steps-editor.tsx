import '@mantine/core/styles/Combobox.css';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Grid,
  Group,
  Select,
  Stack,
  Text,
  ThemeIcon,
  VisuallyHidden,
} from '@mantine/core';
import IconArrowDown from '@tabler/icons-react/dist/esm/icons/IconArrowDown.mjs';
import IconArrowUp from '@tabler/icons-react/dist/esm/icons/IconArrowUp.mjs';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import IconTrash from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
import type { TrailItemKind, TrailStepValue as StepValue } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { trailContentsQuery } from '../trails-api.ts';
import { KIND_ORDER, STEP_KINDS } from './step-kinds.ts';
import '../i18n/index.ts';

/**
 * The ordered steps of a trail: add a content (kind, then the content), move steps up and down,
 * remove them. Plain buttons, so the keyboard does everything; each move is announced.
 */
export function TrailStepsEditor({
  steps,
  errors,
  onAdd,
  onMove,
  onRemove,
}: {
  steps: StepValue[];
  /** Server or schema messages by step index. */
  errors: Record<number, string | undefined>;
  onAdd: (step: StepValue) => void;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}) {
  const { t } = useTranslation('trails');
  const [announcement, setAnnouncement] = useState('');

  const move = (from: number, to: number) => {
    onMove(from, to);
    setAnnouncement(
      t('trails.movedTo', {
        title: steps[from]?.title ?? '',
        position: to + 1,
        total: steps.length,
      }),
    );
  };

  return (
    <Stack gap="md">
      {steps.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('trails.noStepsYet')}
        </Text>
      ) : (
        <ol
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
          aria-label={t('trails.stepsTitle')}
        >
          {steps.map((step, index) => {
            const meta = STEP_KINDS[step.kind];
            const Icon = meta.icon;
            const title = step.title ?? t('trails.missingContent');
            return (
              <li key={`${step.kind}-${step.target_id}`} style={{ marginBottom: 8 }}>
                <Card withBorder radius="md" padding="sm" data-testid="trail-editor-step">
                  <Group justify="space-between" wrap="nowrap" gap="sm">
                    <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                      <Text fw={700} c="dimmed" w={24} ta="right" aria-hidden>
                        {index + 1}
                      </Text>
                      <ThemeIcon variant="light" color={meta.color} radius="xl" aria-hidden>
                        <Icon size={16} />
                      </ThemeIcon>
                      <Stack gap={0} style={{ minWidth: 0 }}>
                        <Text fw={500} truncate>
                          <VisuallyHidden>
                            {t('trails.stepNumber', { n: index + 1 })}:{' '}
                          </VisuallyHidden>
                          {title}
                        </Text>
                        <Group gap={6}>
                          <Text size="xs" c="dimmed">
                            {t(`trails.kinds.${step.kind}`)}
                          </Text>
                          {step.draft && (
                            <Badge size="xs" variant="light" color="yellow">
                              {t('trails.draftContent')}
                            </Badge>
                          )}
                        </Group>
                        {errors[index] && (
                          <Text size="xs" c="red" role="alert">
                            {errors[index]}
                          </Text>
                        )}
                      </Stack>
                    </Group>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        disabled={index === 0}
                        onClick={() => move(index, index - 1)}
                        aria-label={t('trails.moveUp', { title })}
                      >
                        <IconArrowUp size={18} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        disabled={index === steps.length - 1}
                        onClick={() => move(index, index + 1)}
                        aria-label={t('trails.moveDown', { title })}
                      >
                        <IconArrowDown size={18} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        onClick={() => {
                          onRemove(index);
                          setAnnouncement(t('trails.removedStep', { title }));
                        }}
                        aria-label={t('trails.removeStep', { title })}
                      >
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </Group>
                  </Group>
                </Card>
              </li>
            );
          })}
        </ol>
      )}
      <StepPicker
        taken={new Set(steps.map((s) => `${s.kind}:${s.target_id}`))}
        onAdd={(step) => {
          onAdd(step);
          setAnnouncement(t('trails.addedStep', { title: step.title ?? '' }));
        }}
      />
      <VisuallyHidden aria-live="polite" role="status">
        {announcement}
      </VisuallyHidden>
    </Stack>
  );
}

const DRAFT_SUFFIX = ' (rascunho)';

function StepPicker({ taken, onAdd }: { taken: Set<string>; onAdd: (step: StepValue) => void }) {
  const { t } = useTranslation('trails');
  const [kind, setKind] = useState<TrailItemKind>('course');
  const [target, setTarget] = useState<string | null>(null);
  const contents = useQuery(trailContentsQuery(kind));
  const options = (contents.data ?? [])
    .filter((o) => !taken.has(`${kind}:${o.id}`))
    .map((o) => ({ value: String(o.id), label: o.name }));

  const add = () => {
    const chosen = contents.data?.find((o) => String(o.id) === target);
    if (!chosen) return;
    const draft = chosen.name.endsWith(DRAFT_SUFFIX);
    onAdd({
      kind,
      target_id: chosen.id,
      title: draft ? chosen.name.slice(0, -DRAFT_SUFFIX.length) : chosen.name,
      draft,
    });
    setTarget(null);
  };

  return (
    <Card withBorder radius="md" padding="md" bg="var(--mantine-color-default-hover)">
      <Grid align="end">
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Select
            label={t('trails.contentKind')}
            data={KIND_ORDER.map((k) => ({ value: k, label: t(`trails.kinds.${k}`) }))}
            value={kind}
            onChange={(value) => {
              if (value) setKind(value);
              setTarget(null);
            }}
            allowDeselect={false}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <Select
            label={t('trails.content')}
            placeholder={
              contents.isPending
                ? t('app.loading')
                : options.length === 0
                  ? t('trails.noContentOfKind')
                  : t('trails.chooseContent')
            }
            data={options}
            value={target}
            onChange={setTarget}
            searchable
            nothingFoundMessage={t('trails.noContentOfKind')}
            disabled={options.length === 0}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 3 }}>
          <Button
            fullWidth
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={add}
            disabled={!target}
          >
            {t('trails.addStep')}
          </Button>
        </Grid.Col>
      </Grid>
    </Card>
  );
}

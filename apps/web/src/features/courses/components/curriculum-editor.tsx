import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Combobox.css';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  NumberInput,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import IconArrowDown from '@tabler/icons-react/dist/esm/icons/IconArrowDown.mjs';
import IconArrowUp from '@tabler/icons-react/dist/esm/icons/IconArrowUp.mjs';
import IconPencil from '@tabler/icons-react/dist/esm/icons/IconPencil.mjs';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import IconTrash from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
import { formatClock, formatDateTimeSaoPaulo, lessonInputSchema, parseVideoUrl } from '@app/shared';
import type { CourseDetail, LessonAdmin, LessonInput } from '@app/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { RichTextInput } from '../../../components/inputs/rich-text-input.tsx';
import { ApiError } from '../../../lib/api-client/api-error.ts';
import { courseAdminApi, courseRecords } from '../courses-api.ts';
import '../i18n/index.ts';

type Module = CourseDetail['modules'][number];

function swap<T>(items: T[], index: number, by: number): T[] {
  const next = [...items];
  const target = index + by;
  if (target < 0 || target >= next.length) return next;
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** Modules and lessons of a course: add, rename, reorder and delete, each saved at once. */
export function CurriculumEditor({ course, canEdit }: { course: CourseDetail; canEdit: boolean }) {
  const { t } = useTranslation('courses');
  const queryClient = useQueryClient();
  const [newModule, setNewModule] = useState('');
  const [editingModule, setEditingModule] = useState<Module | null>(null);
  const [lessonForm, setLessonForm] = useState<{
    moduleId: number;
    lesson: LessonAdmin | null;
  } | null>(null);
  const [confirm, setConfirm] = useState<{ text: string; run: () => Promise<CourseDetail> } | null>(
    null,
  );
  const [busy, setBusy] = useState(false);

  const apply = async (action: () => Promise<CourseDetail>, message: string) => {
    setBusy(true);
    try {
      const detail = await action();
      queryClient.setQueryData(courseRecords.load(course.id).queryKey, detail);
      notifications.show({ color: 'teal', message });
      return true;
    } catch (error) {
      notifications.show({
        color: 'red',
        message: error instanceof ApiError ? error.message : String(error),
      });
      return false;
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('coursesAdmin.curriculum')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('coursesAdmin.curriculumSummary', {
              modules: course.modules.length,
              lessons: course.lessons_count,
            })}
          </Text>
        </Group>
        {course.modules.length === 0 && <Text c="dimmed">{t('coursesAdmin.noModules')}</Text>}
        {course.modules.map((module, index) => (
          <Card
            key={module.id}
            withBorder
            radius="md"
            padding="md"
            data-testid={`module-${module.id}`}
          >
            <Stack gap="sm">
              <Group justify="space-between" wrap="nowrap">
                <Title order={3} size="h5">
                  {index + 1}. {module.title}
                </Title>
                {canEdit && (
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('coursesAdmin.moveUp', { name: module.title })}
                      disabled={index === 0 || busy}
                      onClick={() =>
                        void apply(
                          () =>
                            courseAdminApi.reorderModules(
                              course.id,
                              swap(course.modules, index, -1).map((m) => m.id),
                            ),
                          t('coursesAdmin.reordered'),
                        )
                      }
                    >
                      <IconArrowUp size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('coursesAdmin.moveDown', { name: module.title })}
                      disabled={index === course.modules.length - 1 || busy}
                      onClick={() =>
                        void apply(
                          () =>
                            courseAdminApi.reorderModules(
                              course.id,
                              swap(course.modules, index, 1).map((m) => m.id),
                            ),
                          t('coursesAdmin.reordered'),
                        )
                      }
                    >
                      <IconArrowDown size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('coursesAdmin.rename', { name: module.title })}
                      onClick={() => setEditingModule(module)}
                    >
                      <IconPencil size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('coursesAdmin.deleteNamed', { name: module.title })}
                      onClick={() =>
                        setConfirm({
                          text: t('coursesAdmin.deleteModuleText', {
                            name: module.title,
                            count: module.lessons.length,
                          }),
                          run: () => courseAdminApi.deleteModule(module.id),
                        })
                      }
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                )}
              </Group>
              <Stack gap={6} component="ol" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {module.lessons.map((lesson, lessonIndex) => (
                  <Group
                    key={lesson.id}
                    component="li"
                    justify="space-between"
                    wrap="nowrap"
                    gap="sm"
                  >
                    <div style={{ minWidth: 0 }}>
                      <Text size="sm" fw={500} truncate>
                        {lessonIndex + 1}. {lesson.title}
                      </Text>
                      <Group gap={6}>
                        <Text size="xs" c="dimmed">
                          {formatClock(lesson.duration_seconds)}
                          {lesson.video_url
                            ? ` · ${parseVideoUrl(lesson.video_url)?.provider ?? ''}`
                            : ''}
                        </Text>
                        {lesson.free_preview && (
                          <Badge size="xs" color="teal" variant="light">
                            {t('coursesAdmin.freePreview')}
                          </Badge>
                        )}
                        {lesson.release_type !== 'immediate' && (
                          <Badge size="xs" color="yellow" variant="light">
                            {lesson.release_type === 'days_after_grant'
                              ? t('coursesAdmin.releaseAfter', { days: lesson.release_days })
                              : t('coursesAdmin.releaseOn', {
                                  date: formatDateTimeSaoPaulo(lesson.release_at),
                                })}
                          </Badge>
                        )}
                      </Group>
                    </div>
                    {canEdit && (
                      <Group gap={4} wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('coursesAdmin.moveUp', { name: lesson.title })}
                          disabled={lessonIndex === 0 || busy}
                          onClick={() =>
                            void apply(
                              () =>
                                courseAdminApi.reorderLessons(
                                  module.id,
                                  swap(module.lessons, lessonIndex, -1).map((l) => l.id),
                                ),
                              t('coursesAdmin.reordered'),
                            )
                          }
                        >
                          <IconArrowUp size={16} />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('coursesAdmin.moveDown', { name: lesson.title })}
                          disabled={lessonIndex === module.lessons.length - 1 || busy}
                          onClick={() =>
                            void apply(
                              () =>
                                courseAdminApi.reorderLessons(
                                  module.id,
                                  swap(module.lessons, lessonIndex, 1).map((l) => l.id),
                                ),
                              t('coursesAdmin.reordered'),
                            )
                          }
                        >
                          <IconArrowDown size={16} />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('coursesAdmin.editNamed', { name: lesson.title })}
                          onClick={() => setLessonForm({ moduleId: module.id, lesson })}
                        >
                          <IconPencil size={16} />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('coursesAdmin.deleteNamed', { name: lesson.title })}
                          onClick={() =>
                            setConfirm({
                              text: t('coursesAdmin.deleteLessonText', { name: lesson.title }),
                              run: () => courseAdminApi.deleteLesson(lesson.id),
                            })
                          }
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Group>
                    )}
                  </Group>
                ))}
              </Stack>
              {canEdit && (
                <Button
                  variant="light"
                  size="xs"
                  leftSection={<IconPlus size={14} aria-hidden />}
                  onClick={() => setLessonForm({ moduleId: module.id, lesson: null })}
                  style={{ alignSelf: 'flex-start' }}
                >
                  {t('coursesAdmin.addLesson')}
                </Button>
              )}
            </Stack>
          </Card>
        ))}
        {canEdit && (
          <Group
            component="form"
            align="end"
            onSubmit={(event) => {
              event.preventDefault();
              if (newModule.trim().length < 2) return;
              void apply(
                () => courseAdminApi.createModule(course.id, newModule.trim()),
                t('coursesAdmin.moduleAdded'),
              ).then((ok) => ok && setNewModule(''));
            }}
          >
            <TextInput
              label={t('coursesAdmin.newModule')}
              value={newModule}
              onChange={(event) => setNewModule(event.currentTarget.value)}
              style={{ flex: 1 }}
            />
            <Button type="submit" loading={busy} leftSection={<IconPlus size={16} aria-hidden />}>
              {t('coursesAdmin.addModule')}
            </Button>
          </Group>
        )}
      </Stack>

      <ModuleModal
        module={editingModule}
        onClose={() => setEditingModule(null)}
        onSave={async (title) => {
          if (!editingModule) return;
          if (
            await apply(
              () => courseAdminApi.updateModule(editingModule.id, title),
              t('coursesAdmin.saved'),
            )
          )
            setEditingModule(null);
        }}
      />
      {lessonForm && (
        <LessonModal
          course={course}
          moduleId={lessonForm.moduleId}
          lesson={lessonForm.lesson}
          onClose={() => setLessonForm(null)}
          onSave={async (input) => {
            const ok = await apply(
              () =>
                lessonForm.lesson
                  ? courseAdminApi.updateLesson(lessonForm.lesson.id, input)
                  : courseAdminApi.createLesson(input),
              t('coursesAdmin.saved'),
            );
            if (ok) setLessonForm(null);
          }}
        />
      )}
      <Modal
        opened={confirm !== null}
        onClose={() => setConfirm(null)}
        title={t('coursesAdmin.confirmTitle')}
        centered
      >
        <Stack>
          <Text>{confirm?.text}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirm(null)}>
              {t('coursesAdmin.cancel')}
            </Button>
            <Button
              color="red"
              loading={busy}
              onClick={() => {
                const run = confirm?.run;
                if (run) void apply(run, t('coursesAdmin.deleted')).then(() => setConfirm(null));
              }}
            >
              {t('coursesAdmin.confirmDelete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}

function ModuleModal({
  module,
  onClose,
  onSave,
}: {
  module: Module | null;
  onClose: () => void;
  onSave: (title: string) => Promise<void>;
}) {
  const { t } = useTranslation('courses');
  const [title, setTitle] = useState('');
  return (
    <Modal
      opened={module !== null}
      onClose={onClose}
      title={t('coursesAdmin.renameModule')}
      centered
      onEnterTransitionEnd={() => setTitle(module?.title ?? '')}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void onSave(title.trim());
        }}
      >
        <Stack>
          <TextInput
            label={t('coursesAdmin.moduleTitle')}
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('coursesAdmin.cancel')}
            </Button>
            <Button type="submit" disabled={title.trim().length < 2}>
              {t('coursesAdmin.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** `2026-12-01T10:00` in São Paulo (datetime-local) ↔ an ISO instant. */
function toLocalInput(iso: string | null): string {
  return iso ? (formatDateTimeSaoPaulo(iso, 'YYYY-MM-DDTHH:mm') ?? '') : '';
}
function fromLocalInput(value: string): string | null {
  // Brasília has no daylight saving time since 2019: UTC−03:00 all year.
  return value ? new Date(`${value}:00-03:00`).toISOString() : null;
}

function LessonModal({
  course,
  moduleId,
  lesson,
  onClose,
  onSave,
}: {
  course: CourseDetail;
  moduleId: number;
  lesson: LessonAdmin | null;
  onClose: () => void;
  onSave: (input: LessonInput) => Promise<void>;
}) {
  const { t } = useTranslation('courses');
  const [values, setValues] = useState({
    module_id: String(lesson?.module_id ?? moduleId),
    title: lesson?.title ?? '',
    video_url: lesson?.video_url ?? '',
    minutes: Math.floor((lesson?.duration_seconds ?? 0) / 60),
    seconds: (lesson?.duration_seconds ?? 0) % 60,
    free_preview: lesson?.free_preview ?? false,
    release_type: lesson?.release_type ?? 'immediate',
    release_days: lesson?.release_days ?? 7,
    release_at: toLocalInput(lesson?.release_at ?? null),
    body_html: lesson?.body_html ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const provider = parseVideoUrl(values.video_url)?.provider;

  const submit = () => {
    const input: LessonInput = {
      module_id: Number(values.module_id),
      title: values.title,
      video_url: values.video_url.trim() || null,
      body_html: values.body_html.trim() || null,
      duration_seconds: values.minutes * 60 + values.seconds,
      free_preview: values.free_preview,
      release_type: values.release_type,
      release_days: values.release_type === 'days_after_grant' ? values.release_days : null,
      release_at: values.release_type === 'on_date' ? fromLocalInput(values.release_at) : null,
    };
    const parsed = lessonInputSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    void onSave(input);
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={lesson ? t('coursesAdmin.editLesson') : t('coursesAdmin.addLesson')}
      size="lg"
      centered
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        noValidate
      >
        <Stack>
          <TextInput
            label={t('coursesAdmin.lessonTitle')}
            required
            value={values.title}
            onChange={(e) => set('title', e.currentTarget.value)}
            error={errors.title}
            data-autofocus
          />
          <Select
            label={t('coursesAdmin.module')}
            data={course.modules.map((m) => ({ value: String(m.id), label: m.title }))}
            value={values.module_id}
            onChange={(value) => set('module_id', value ?? String(moduleId))}
            allowDeselect={false}
          />
          <TextInput
            label={t('coursesAdmin.videoUrl')}
            description={
              provider ? t('coursesAdmin.videoDetected', { provider }) : t('coursesAdmin.videoHint')
            }
            value={values.video_url}
            onChange={(e) => set('video_url', e.currentTarget.value)}
            error={errors.video_url}
          />
          <Group grow>
            <NumberInput
              label={t('coursesAdmin.minutes')}
              min={0}
              max={1440}
              value={values.minutes}
              onChange={(v) => set('minutes', Number(v) || 0)}
            />
            <NumberInput
              label={t('coursesAdmin.seconds')}
              min={0}
              max={59}
              value={values.seconds}
              onChange={(v) => set('seconds', Number(v) || 0)}
            />
          </Group>
          <Switch
            label={t('coursesAdmin.freePreviewLabel')}
            checked={values.free_preview}
            onChange={(e) => set('free_preview', e.currentTarget.checked)}
          />
          <Select
            label={t('coursesAdmin.release')}
            data={(['immediate', 'days_after_grant', 'on_date'] as const).map((value) => ({
              value,
              label: t(`coursesAdmin.releaseType.${value}`),
            }))}
            value={values.release_type}
            onChange={(value) => set('release_type', value ?? 'immediate')}
            allowDeselect={false}
          />
          {values.release_type === 'days_after_grant' && (
            <NumberInput
              label={t('coursesAdmin.releaseDays')}
              min={1}
              max={3650}
              value={values.release_days}
              onChange={(v) => set('release_days', Number(v) || 1)}
              error={errors.release_days}
            />
          )}
          {values.release_type === 'on_date' && (
            <TextInput
              type="datetime-local"
              label={t('coursesAdmin.releaseAt')}
              value={values.release_at}
              onChange={(e) => set('release_at', e.currentTarget.value)}
              error={errors.release_at}
            />
          )}
          <RichTextInput
            label={t('coursesAdmin.lessonBody')}
            value={values.body_html}
            onChange={(html) => set('body_html', html)}
            error={errors.body_html}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('coursesAdmin.cancel')}
            </Button>
            <Button type="submit">{t('coursesAdmin.save')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

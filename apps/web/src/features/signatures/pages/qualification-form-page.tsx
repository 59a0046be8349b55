import '@mantine/core/styles/Combobox.css';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Loader,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ContentQualification, QualificationContent } from '@app/shared';
import IconArrowLeft from '@tabler/icons-react/dist/esm/icons/IconArrowLeft.mjs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client/api-error.ts';
import { ContentsPicker } from '../components/contents-picker.tsx';
import {
  SIGNATURE_KEYS,
  contentOptionsQuery,
  qualificationListQuery,
  qualificationQuery,
  saveQualification,
} from '../signatures-api.ts';
import '../i18n/index.ts';

function fieldMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const detail = (error.body as { error?: unknown } | null)?.error;
    if (detail && typeof detail === 'object' && !Array.isArray(detail)) {
      const first = Object.values(detail as Record<string, unknown>)[0];
      if (Array.isArray(first) && typeof first[0] === 'string') return first[0];
    }
    return error.message;
  }
  return String(error);
}

function QualificationEditor({ qualification }: { qualification: ContentQualification }) {
  const { t } = useTranslation('signatures');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const options = useQuery(contentOptionsQuery('qualification'));
  const [value, setValue] = useState<QualificationContent[]>(
    qualification.contents.map((c) => ({ kind: c.kind, target_id: c.target_id })),
  );
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const save = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const saved = await saveQualification(qualification.id, value);
      queryClient.setQueryData(['find-content-qualification', saved.id], saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: SIGNATURE_KEYS.qualification }),
        queryClient.invalidateQueries({ queryKey: SIGNATURE_KEYS.type(saved.id) }),
        queryClient.invalidateQueries({ queryKey: SIGNATURE_KEYS.public }),
      ]);
      notifications.show({ color: 'green', message: t('signatures.qualification.saved') });
      await navigate(`/qualificacao-de-conteudo/${saved.id}`, { replace: true });
    } catch (failure) {
      const message = fieldMessage(failure);
      setError(message);
      notifications.show({ color: 'red', message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('signatures.qualification.editorHint', { name: qualification.name })}
          </Text>
          <ContentsPicker
            options={options.data}
            loading={options.isPending}
            failed={options.isError}
            value={value}
            onChange={setValue}
            error={error}
          />
        </Stack>
      </Card>
      <Group justify="flex-end">
        <Button variant="default" component={Link} to="/qualificacao-de-conteudo">
          {t('signatures.staff.cancel')}
        </Button>
        <Button onClick={() => void save()} loading={busy}>
          {t('signatures.qualification.save')}
        </Button>
      </Group>
    </Stack>
  );
}

function Header({ title }: { title: string }) {
  const { t } = useTranslation('signatures');
  return (
    <Stack gap={4}>
      <Anchor component={Link} to="/qualificacao-de-conteudo" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {t('signatures.qualification.title')}
        </Group>
      </Anchor>
      <Title order={1} size="h2">
        {title}
      </Title>
    </Stack>
  );
}

/** `/qualificacao-de-conteudo/cadastro`: pick a signature type, then what it includes. */
function QualificationCreate() {
  const { t } = useTranslation('signatures');
  const types = useQuery(qualificationListQuery({ page: 1, search: '', perPage: 100 }));
  const [picked, setPicked] = useState<string | null>(null);
  const chosen = types.data?.data.find((q) => String(q.id) === picked);
  return (
    <Stack gap="lg" maw={1040}>
      <Header title={t('signatures.qualification.new')} />
      <Card withBorder radius="md" padding="lg">
        <Select
          label={t('signatures.qualification.signature')}
          placeholder={t('signatures.staff.selectOption')}
          description={t('signatures.qualification.pickHint')}
          data={(types.data?.data ?? []).map((q) => ({
            value: String(q.id),
            label: q.contents.length > 0 ? `${q.name} (${q.contents.length})` : q.name,
          }))}
          value={picked}
          onChange={setPicked}
          searchable
          disabled={types.isPending}
          error={types.isError ? t('signatures.loadError') : undefined}
          maw={420}
        />
      </Card>
      {chosen && <QualificationEditor key={chosen.id} qualification={chosen} />}
    </Stack>
  );
}

/** `/qualificacao-de-conteudo/cadastro` and `/qualificacao-de-conteudo/:id`. */
export function QualificationFormPage() {
  const { t } = useTranslation('signatures');
  const { id } = useParams();
  const typeId = id === undefined ? null : Number(id);
  const valid = typeId !== null && Number.isInteger(typeId) && typeId > 0;
  const qualification = useQuery({ ...qualificationQuery(valid ? typeId : 0), enabled: valid });
  if (typeId === null) return <QualificationCreate />;
  if (valid && qualification.isPending) return <Loader aria-label={t('app.loading')} />;
  if (!valid || qualification.isError || !qualification.data)
    return (
      <Stack gap="lg" maw={1040}>
        <Header title={t('signatures.qualification.title')} />
        <Alert color="red">
          {!valid || (qualification.error instanceof ApiError && qualification.error.status === 404)
            ? t('signatures.staff.notFound')
            : t('signatures.loadError')}
        </Alert>
      </Stack>
    );
  return (
    <Stack gap="lg" maw={1040}>
      <Header title={qualification.data.name} />
      <QualificationEditor key={qualification.data.id} qualification={qualification.data} />
    </Stack>
  );
}

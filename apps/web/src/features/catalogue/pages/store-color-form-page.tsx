import '@mantine/core/styles/ColorInput.css';
import '@mantine/core/styles/ColorPicker.css';
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Grid.css';
import {
  Alert,
  Button,
  Card,
  ColorInput,
  Grid,
  Group,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import IconAlertTriangle from '@tabler/icons-react/dist/esm/icons/IconAlertTriangle.mjs';
import { BRANDS, BRAND_ID_VALUES, storeColorInputSchema } from '@app/shared';
import type { BrandId } from '@app/shared';
import { useAbility } from '@casl/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { AppAbility } from '../../../lib/session/ability.ts';
import { StorePreview } from '../components/store-preview.tsx';
import { contrastRatio } from '../store-palette.tsx';
import {
  COLOR_KEYS,
  deleteStoreColor,
  saveStoreColor,
  storeColorQuery,
} from '../api/colors-api.ts';
import type { StoreColor, StoreColorInput } from '../api/colors-api.ts';
import { ConfirmModal } from '../components/confirm-modal.tsx';
import {
  BackLink,
  DeleteButton,
  FormPageLoader,
  deleteAndLeave,
} from '../../../components/staff/form-page.tsx';
import { placeSchemaIssues, placeServerErrors } from '../form-errors.ts';
import '../i18n/index.ts';

const RESOURCE = 'Liberta Store Cores';

interface ColorFormValues {
  name: string;
  brand: BrandId;
  primary_color: string;
  secondary_color: string;
  background_color: string;
  text_color: string;
  active: boolean;
}
const FIELDS = [
  'name',
  'brand',
  'primary_color',
  'secondary_color',
  'background_color',
  'text_color',
] as const;
const COLOR_FIELDS = [
  'primary_color',
  'secondary_color',
  'background_color',
  'text_color',
] as const;
const COLOR_LABEL = {
  primary_color: 'primary',
  secondary_color: 'secondary',
  background_color: 'background',
  text_color: 'text',
} as const;

function toValues(color: StoreColor | undefined): ColorFormValues {
  const brand = BRANDS.brazilian;
  return {
    name: color?.name ?? '',
    brand: color?.brand ?? 'brazilian',
    primary_color: color?.primary_color ?? brand.theme.primary.toUpperCase(),
    secondary_color: color?.secondary_color ?? brand.theme.accent.toUpperCase(),
    background_color: color?.background_color ?? '#FFFFFF',
    text_color: color?.text_color ?? '#212529',
    active: color?.active ?? false,
  };
}

/** Staff `/cores/cadastro` and `/cores/:id`: a palette with its live preview. */
export function StoreColorFormPage() {
  const { t } = useTranslation('catalogue');
  const { id } = useParams();
  const colorId = id && /^\d+$/.test(id) ? Number(id) : null;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ability = useAbility<AppAbility>();
  const color = useQuery({ ...storeColorQuery(colorId ?? 0), enabled: colorId !== null });
  const form = useForm<ColorFormValues>({ defaultValues: toValues(undefined) });
  const { control, reset, formState } = form;
  useEffect(() => {
    if (color.data) reset(toValues(color.data));
  }, [color.data, reset]);
  const watched = useWatch({ control }) as ColorFormValues;
  const [confirmDelete, setConfirmDelete] = useState(false);
  const err = (name: keyof ColorFormValues) => formState.errors[name]?.message;

  const save = form.handleSubmit(async (values) => {
    const input: StoreColorInput = { ...values };
    const parsed = storeColorInputSchema.safeParse(input);
    if (!parsed.success) {
      placeSchemaIssues(parsed.error.issues, FIELDS, form.setError);
      return;
    }
    try {
      const saved = await saveStoreColor(colorId, parsed.data);
      queryClient.setQueryData(COLOR_KEYS.one(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: COLOR_KEYS.list });
      await queryClient.invalidateQueries({ queryKey: ['store-colors'] });
      notifications.show({ color: 'teal', message: t('catalogueAdmin.saved') });
      await navigate('/cores');
    } catch (error) {
      const message = placeServerErrors(error, FIELDS, form.setError);
      if (message) notifications.show({ color: 'red', message });
    }
  });

  const remove = async () => {
    if (!colorId) return;
    await deleteAndLeave({
      run: async () => {
        await deleteStoreColor(colorId);
        await queryClient.invalidateQueries({ queryKey: COLOR_KEYS.list });
        await queryClient.invalidateQueries({ queryKey: ['store-colors'] });
        return t('catalogueAdmin.colors.deleted');
      },
      leave: () => navigate('/cores'),
      close: () => setConfirmDelete(false),
    });
  };

  if (colorId !== null && color.isPending) return <FormPageLoader />;
  if (colorId !== null && color.isError)
    return <Text c="red">{t('catalogueAdmin.colors.loadError')}</Text>;

  const valid = (hex: string | undefined) => /^#[0-9a-fA-F]{6}$/.test(hex ?? '');
  const previewPalette: StoreColor = {
    id: colorId ?? 0,
    name: watched.name || t('catalogueAdmin.colors.new'),
    brand: watched.brand,
    primary_color: valid(watched.primary_color) ? watched.primary_color : '#1C7ED6',
    secondary_color: valid(watched.secondary_color) ? watched.secondary_color : '#37B24D',
    background_color: valid(watched.background_color) ? watched.background_color : '#FFFFFF',
    text_color: valid(watched.text_color) ? watched.text_color : '#212529',
    active: watched.active,
  };
  const contrast = contrastRatio(previewPalette.text_color, previewPalette.background_color);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <BackLink to="/cores" label={t('catalogueAdmin.colors.back')} />
        <Title order={1} size="h2">
          {color.data ? color.data.name : t('catalogueAdmin.colors.new')}
        </Title>
      </Stack>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Card
            withBorder
            radius="lg"
            padding="lg"
            component="form"
            onSubmit={(e) => void save(e)}
            noValidate
          >
            <Stack gap="md">
              <TextInput
                label={t('catalogueAdmin.colors.name')}
                required
                {...form.register('name')}
                error={err('name')}
              />
              <Controller
                control={control}
                name="brand"
                render={({ field }) => (
                  <Select
                    label={t('catalogueAdmin.colors.brand')}
                    required
                    allowDeselect={false}
                    data={BRAND_ID_VALUES.map((b) => ({ value: b, label: BRANDS[b].name }))}
                    value={field.value}
                    onChange={(value) => field.onChange(value ?? 'brazilian')}
                    error={err('brand')}
                  />
                )}
              />
              <Grid>
                {COLOR_FIELDS.map((name) => (
                  <Grid.Col key={name} span={{ base: 12, sm: 6 }}>
                    <Controller
                      control={control}
                      name={name}
                      render={({ field }) => (
                        <ColorInput
                          label={t(`catalogueAdmin.colors.${COLOR_LABEL[name]}`)}
                          description={t(`catalogueAdmin.colors.hint.${COLOR_LABEL[name]}`)}
                          format="hex"
                          required
                          value={field.value}
                          onChange={(value) => field.onChange(value.toUpperCase())}
                          error={err(name)}
                          inputWrapperOrder={['label', 'input', 'description', 'error']}
                        />
                      )}
                    />
                  </Grid.Col>
                ))}
              </Grid>
              {contrast !== null && contrast < 4.5 && (
                <Alert
                  color="yellow"
                  variant="light"
                  icon={<IconAlertTriangle size={18} aria-hidden />}
                >
                  {t('catalogueAdmin.colors.lowContrast', { ratio: contrast.toFixed(1) })}
                </Alert>
              )}
              <Controller
                control={control}
                name="active"
                render={({ field }) => (
                  <Switch
                    label={t('catalogueAdmin.colors.activeLabel')}
                    description={t('catalogueAdmin.colors.activeHint', {
                      brand: BRANDS[watched.brand].name,
                    })}
                    checked={field.value}
                    onChange={(event) => field.onChange(event.currentTarget.checked)}
                  />
                )}
              />
              <Group justify="space-between">
                {color.data && ability.can('delete', RESOURCE) ? (
                  <DeleteButton
                    label={t('catalogueAdmin.delete')}
                    onClick={() => setConfirmDelete(true)}
                  />
                ) : (
                  <span />
                )}
                {ability.can(colorId ? 'update' : 'create', RESOURCE) && (
                  <Button type="submit" loading={formState.isSubmitting}>
                    {colorId ? t('catalogueAdmin.save') : t('catalogueAdmin.colors.create')}
                  </Button>
                )}
              </Group>
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="sm">
            <Text size="sm" fw={600} c="dimmed" tt="uppercase">
              {t('catalogueAdmin.colors.preview')}
            </Text>
            <StorePreview palette={previewPalette} />
          </Stack>
        </Grid.Col>
      </Grid>
      <ConfirmModal
        opened={confirmDelete}
        title={t('catalogueAdmin.colors.deleteTitle')}
        confirmLabel={t('catalogueAdmin.confirmDelete')}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={remove}
      >
        {t('catalogueAdmin.colors.deleteText', { name: color.data?.name ?? '' })}
      </ConfirmModal>
    </Stack>
  );
}

import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import { SlugField } from '../../../../components/forms/form-fields.tsx';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Button, Card, Grid, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import { programForm } from '@app/shared';
import type { ProgramDetail } from '@app/shared';
import { useAbility } from '../../../../lib/session/ability-context.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../../../i18n/react.tsx';
import { Link } from 'react-router';
import { FormCard, StaffFormPage } from '../../../../components/staff/staff-form-frame.tsx';
import { RecordCoverField } from '../../../../components/staff/staff-cover.tsx';
import { useStaffForm } from '../../../../components/staff/use-staff-form.tsx';
import { BroadcastCard } from '../components/broadcast-card.tsx';
import { categoriesSelectQuery, programQuery, programRecords } from '../live-admin-api.ts';
import { ProgramCover } from './programs-page.tsx';
import '../i18n/index.ts';

/** The programme's broadcasts, beside its form (scheduled ones open in their form). */
function ProgramBroadcasts({ program }: { program: ProgramDetail }) {
  const { t } = useTranslation('liveAdmin');
  const ability = useAbility();
  return (
    <Stack gap="sm" component="section" aria-labelledby="program-broadcasts">
      <Group justify="space-between">
        <Title order={2} size="h4" id="program-broadcasts">
          {t('programs.broadcastsTitle')}
        </Title>
        {ability.can('create', 'Transmissões') && (
          <Button
            size="xs"
            variant="light"
            component={Link}
            to="/transmissoes/cadastro"
            leftSection={<IconPlus size={14} aria-hidden />}
          >
            {t('programs.newBroadcast')}
          </Button>
        )}
      </Group>
      {program.broadcasts.length === 0 ? (
        <Card withBorder radius="lg" padding="lg">
          <Text c="dimmed" size="sm" ta="center">
            {t('programs.noBroadcasts')}
          </Text>
        </Card>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {program.broadcasts.map((card) => (
            <BroadcastCard
              key={card.id}
              card={card}
              to={
                card.status === 'scheduled' && ability.can('update', 'Transmissões')
                  ? `/transmissoes/editar/${card.id}`
                  : `/transmissoes/show/${card.id}`
              }
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** Staff `/playlist/cadastro` and `/playlist/:programId`: the programme, its form and broadcasts. */
export function ProgramFormPage() {
  const { t } = useTranslation('liveAdmin');
  const categories = useQuery(categoriesSelectQuery);
  const queryClient = useQueryClient();
  const staff = useStaffForm({
    form: programForm,
    records: programRecords,
    param: 'programId',
    // The API answers the programme alone; its page also lists its broadcasts.
    save: async (id, input) => {
      const saved = await programRecords.save(id, input);
      return queryClient.fetchQuery({ ...programQuery(saved.id), staleTime: 0 });
    },
    opensRecord: true,
  });
  const program = staff.record;
  const { TextField, RichTextField, SelectField, SwitchField } = staff.fields;
  const name = useWatch({ control: staff.form.control, name: 'name' });
  return (
    <StaffFormPage staff={staff} maw={1180} state="active">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: program ? 6 : 8 }}>
          <FormCard actions label={t('programs.formLabel')}>
            <TextField name="name" span="full" />
            <SlugField span={{ base: 12, sm: 8 }} />
            <TextField
              name="sort_order"
              type="number"
              min={0}
              description={'\u00a0'}
              span={{ base: 12, sm: 4 }}
            />
            <SelectField name="category_id" options={categories.data} span="full" />
            <RecordCoverField />
            <RichTextField name="description_html" span="full" />
            <SwitchField name="active" label="activeField" hint span="full" />
          </FormCard>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: program ? 6 : 4 }}>
          {program ? (
            <ProgramBroadcasts program={program} />
          ) : (
            <Card withBorder radius="lg" padding={0}>
              <ProgramCover program={{ name, cover_url: staff.cover?.previewUrl ?? null }} />
              <Text p="md" fw={700}>
                {name || t('programs.new')}
              </Text>
            </Card>
          )}
        </Grid.Col>
      </Grid>
    </StaffFormPage>
  );
}

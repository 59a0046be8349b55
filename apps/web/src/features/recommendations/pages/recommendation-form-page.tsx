import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Blockquote.css';
import '@mantine/core/styles/Grid.css';
import {
  ActionIcon,
  Alert,
  Blockquote,
  Grid,
  Group,
  Input,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import IconTrash from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
import IconTrendingUp from '@tabler/icons-react/dist/esm/icons/IconTrendingUp.mjs';
import { ANALYST_DECLARATION } from '@app/shared';
import type { RecommendationDetail } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { useFormContext, useWatch } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import { errorAt } from '../../../components/forms/form-fields.tsx';
import { PriceInput } from '../../../components/inputs/price-input.tsx';
import { AddRowButton } from '../../../components/forms/rows-field.tsx';
import {
  FormElement,
  FormSection,
  StaffFormPage,
} from '../../../components/staff/staff-form-frame.tsx';
import { useStaffForm } from '../../../components/staff/use-staff-form.tsx';
import {
  RECOMMENDATION_KEYS,
  analystMethodsQuery,
  assetOptionsQuery,
  createRecommendation,
  fixedSelectQuery,
  methodSetupsQuery,
  publisherCredentialsQuery,
  publishersQuery,
  recommendationChatsQuery,
  recommendationQuery,
  valueData,
} from '../api/recommendations-api.ts';
import {
  MAX_TARGETS,
  defaultValidity,
  recommendationForm,
} from '../components/recommendation-form-values.ts';
import type { RecommendationValues } from '../components/recommendation-form-values.ts';
import { RECOMMENDATIONS_PATH, recommendationPath } from '../components/recommendation-paths.ts';
import '../i18n/index.ts';

const idOf = (value: string | null | undefined) => (value ? Number(value) : null);

/**
 * Clears the pick `name` once the list it was picked from lacks it: its list is of what `parent`
 * offers (an analyst's methods, a method's setups), none while `parent` is not picked.
 */
function useClearedWhenGone(
  form: Pick<UseFormReturn<RecommendationValues, unknown, unknown>, 'getValues' | 'setValue'>,
  name: 'trade_method_id' | 'setup_id',
  parent: number | null,
  list: { id: number }[] | undefined,
) {
  const { getValues, setValue } = form;
  useEffect(() => {
    const current = getValues(name);
    const gone = parent === null || (list && !list.some((o) => String(o.id) === current));
    if (current && gone) setValue(name, null);
  }, [name, parent, list, getValues, setValue]);
}

/** The 1 to 10 targets, each a price in reais, added and removed as rows. */
function TargetsEditor() {
  const { t } = useTranslation('recommendations');
  const { control, setValue, formState } = useFormContext<RecommendationValues>();
  const targets = useWatch({ control, name: 'targets_cents' });
  const put = (next: string[]) =>
    setValue('targets_cents', next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  const listError = errorAt(formState.errors, 'targets_cents');
  return (
    <Stack gap="xs">
      <Grid>
        {targets.map((target, index) => {
          const n = index + 1;
          return (
            <Grid.Col key={index} span={{ base: 12, xs: 6, md: 4 }}>
              <Group gap={4} align="flex-start" wrap="nowrap">
                <div style={{ flex: 1 }}>
                  <PriceInput
                    label={t('recommendations.form.targetN', { n })}
                    value={target}
                    onChange={(value) => put(targets.map((row, i) => (i === index ? value : row)))}
                    error={errorAt(formState.errors, `targets_cents.${index}`)}
                  />
                </div>
                {targets.length > 1 && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    mt={26}
                    onClick={() => put(targets.filter((_, i) => i !== index))}
                    aria-label={t('recommendations.form.removeTarget', { n })}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                )}
              </Group>
            </Grid.Col>
          );
        })}
      </Grid>
      {listError && (
        <Text c="red" size="sm" role="alert">
          {listError}
        </Text>
      )}
      {targets.length < MAX_TARGETS && (
        <AddRowButton
          label={t('recommendations.form.addTarget')}
          onClick={() => put([...targets, ''])}
        />
      )}
    </Stack>
  );
}

/** The entry: one price, or (switched on) a range from the minimum to the maximum. */
function EntryRangeSwitch() {
  const { t } = useTranslation('recommendations');
  const { control, setValue } = useFormContext<RecommendationValues>();
  const range = useWatch({ control, name: 'entry_range' });
  return (
    <Grid.Col span={12}>
      <Switch
        label={t('recommendations.form.entryRange')}
        description={t('recommendations.form.entryRangeHint')}
        checked={range}
        onChange={(event) =>
          setValue('entry_range', event.currentTarget.checked, { shouldDirty: true })
        }
      />
    </Grid.Col>
  );
}

/** What the CVM asks to go with every recommendation: the analyst's CNPI, the declaration. */
function AnalystDeclaration({ analystId }: { analystId: number | null }) {
  const { t } = useTranslation('recommendations');
  const credentials = useQuery(publisherCredentialsQuery(analystId));
  if (analystId === null)
    return (
      <Text size="sm" c="dimmed">
        {t('recommendations.form.pickAnalystFirst')}
      </Text>
    );
  const data = credentials.data;
  return (
    <Stack gap="xs" data-testid="analyst-declaration">
      <Text size="sm">
        <Text span fw={600}>
          {t('recommendations.form.cnpiLabel')}
        </Text>{' '}
        {data ? (data.cnpi ?? t('recommendations.form.noCnpi')) : '…'}
      </Text>
      <Input.Label component="span">{t('recommendations.form.declarationTitle')}</Input.Label>
      <Blockquote color="blue" py="sm" px="md" fz="sm" fs="italic">
        {ANALYST_DECLARATION}
      </Blockquote>
      <Text size="sm">
        <Text span fw={600}>
          {t('recommendations.form.conflicts')}
        </Text>{' '}
        {data ? data.conflicts_of_interest.trim() || t('recommendations.form.noConflicts') : '…'}
      </Text>
    </Stack>
  );
}

/**
 * Staff `/recomendacoes/cadastro` (and the Brazilian `/recomendacao/cadastro`): the analyst, then
 * the methods they publish in, the setup where the method has setups, the ticker, compra/venda,
 * the term, the entry (a price or a range), the stop and its conduction, 1 to 10 targets and
 * theirs, the position size, the rationale, the validity and the chats the card goes to. The CVM
 * declaration with the analyst's CNPI is shown before publishing; what the API refuses lands
 * under its field, and the published recommendation opens on its page.
 */
export function RecommendationFormPage() {
  const { t } = useTranslation('recommendations');
  const seed = useMemo(() => ({ valid_until: defaultValidity() }), []);
  const staff = useStaffForm({
    form: recommendationForm,
    load: recommendationQuery,
    // Always a new one: `/recomendacoes/cadastro` has no id.
    id: null,
    seed,
    save: (_id, input) => createRecommendation(input),
    lists: [RECOMMENDATION_KEYS.list, RECOMMENDATION_KEYS.board],
    listPath: RECOMMENDATIONS_PATH,
    recordPath: (saved: RecommendationDetail) => recommendationPath(saved.id),
    subject: 'Recomendações',
    texts: 'recommendations:recommendations.form',
  });
  const [analyst, method, range] = useWatch({
    control: staff.form.control,
    name: ['analyst_id', 'trade_method_id', 'entry_range'],
  });
  const analystId = idOf(analyst);
  const methodId = idOf(method);
  const publishers = useQuery(publishersQuery);
  const methods = useQuery(analystMethodsQuery(analystId));
  const setups = useQuery(methodSetupsQuery(methodId));
  const assets = useQuery(assetOptionsQuery);
  const chats = useQuery(recommendationChatsQuery);
  const frequencies = useQuery(fixedSelectQuery('frequencies'));
  const operations = useQuery(fixedSelectQuery('operation-type'));
  const stopConductions = useQuery(fixedSelectQuery('stop-conductions'));
  const targetConductions = useQuery(fixedSelectQuery('target-conductions'));
  const positionSizes = useQuery(fixedSelectQuery('position-sizes'));
  const hasSetups = (setups.data?.length ?? 0) > 0;

  // A method another analyst's list lacks, or a setup of another method, is cleared.
  useClearedWhenGone(staff.form, 'trade_method_id', analystId, methods.data);
  useClearedWhenGone(staff.form, 'setup_id', methodId, setups.data);

  const assetData = (assets.data ?? []).map((asset) => ({
    value: String(asset.id),
    label: `${asset.code} · ${asset.name}`,
  }));
  const { SelectField, SegmentedField, MultiSelectField, RichTextField, TextField, PriceField } =
    staff.fields;

  return (
    <StaffFormPage staff={staff} icon={IconTrendingUp} maw={1040}>
      <FormElement actions label={t('recommendations.form.form')}>
        <FormSection title={t('recommendations.form.who')} hint={t('recommendations.form.whoHint')}>
          <SelectField
            name="analyst_id"
            options={publishers.data}
            nothingFoundMessage={t('recommendations.form.noPublishers')}
            span="third"
          />
          <SelectField
            name="trade_method_id"
            label="method"
            options={methods.data}
            disabled={analystId === null}
            placeholder={
              analystId === null ? t('recommendations.form.pickAnalystFirst') : undefined
            }
            nothingFoundMessage={t('recommendations.form.noMethods')}
            span="third"
          />
          {hasSetups && <SelectField name="setup_id" required options={setups.data} span="third" />}
          <Grid.Col span={12}>
            <AnalystDeclaration analystId={analystId} />
          </Grid.Col>
        </FormSection>

        <FormSection title={t('recommendations.form.what')}>
          <SelectField
            name="asset_id"
            searchable
            data={assetData}
            nothingFoundMessage={t('recommendations.form.noAssets')}
            span="third"
          />
          <SegmentedField name="operation" data={valueData(operations.data)} span="third" />
          <SelectField name="frequency" data={valueData(frequencies.data)} span="third" />
        </FormSection>

        <FormSection
          title={t('recommendations.form.levels')}
          hint={t('recommendations.form.levelsHint')}
        >
          <EntryRangeSwitch />
          <PriceField name="entry_min_cents" label={range ? 'entryMin' : 'entry'} span="third" />
          {range && <PriceField name="entry_max_cents" span="third" />}
          <PriceField name="stop_cents" span="third" />
          <SelectField
            name="stop_conduction"
            allowDeselect={false}
            data={valueData(stopConductions.data)}
            span={range ? 'twoThirds' : 'third'}
          />
          <Grid.Col span={12}>
            <Input.Label component="span">{t('recommendations.form.targets')}</Input.Label>
            <TargetsEditor />
          </Grid.Col>
          <SelectField
            name="target_conduction"
            allowDeselect={false}
            data={valueData(targetConductions.data)}
            span="half"
          />
          <SelectField
            name="position_size"
            allowDeselect={false}
            data={valueData(positionSizes.data)}
            span="half"
          />
        </FormSection>

        <FormSection title={t('recommendations.form.publishing')}>
          <RichTextField name="rationale_html" hint minHeight={160} span="full" />
          <TextField name="valid_until" hint type="datetime-local" span="half" />
          <MultiSelectField
            name="chat_ids"
            label="chats"
            hint
            options={chats.data}
            clearable
            nothingFoundMessage={t('recommendations.form.noChats')}
            span="half"
          />
        </FormSection>

        {analystId !== null && (
          <Alert color="blue" variant="light" title={t('recommendations.form.beforePublishing')}>
            {t('recommendations.form.beforePublishingText')}
          </Alert>
        )}
      </FormElement>
    </StaffFormPage>
  );
}

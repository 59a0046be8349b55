import { INFLUENCER_CHANNEL_NAMES, INFLUENCER_CHANNEL_VALUES } from '@app/shared';
import type { InfluencerFormValues } from '@app/shared';
import { useTranslation } from '../../../i18n/react.tsx';
import { SelectField, TextField } from '../../../components/forms/form-fields.tsx';
import { RowsField } from '../../../components/forms/rows-field.tsx';
import '../i18n/index.ts';

const KIND_OPTIONS = INFLUENCER_CHANNEL_VALUES.map((kind) => ({
  value: kind,
  label: INFLUENCER_CHANNEL_NAMES[kind],
}));

/** The influencer's channels: one row per network with its link, up to 8. */
export function ChannelsField({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('influencers');
  return (
    <RowsField<InfluencerFormValues, 'channels'>
      name="channels"
      label={t('influencers.form.channels')}
      empty={t('influencers.form.noChannels')}
      addLabel={t('influencers.form.addChannel')}
      removeLabel={(row) =>
        t('influencers.form.removeChannel', {
          kind: INFLUENCER_CHANNEL_NAMES[row?.kind ?? 'outro'],
        })
      }
      newRow={() => ({ kind: 'instagram', url: '' })}
      max={8}
      disabled={disabled}
    >
      {(index) => (
        <>
          <SelectField<InfluencerFormValues>
            name={`channels.${index}.kind`}
            label="channelKind"
            data={KIND_OPTIONS}
            allowDeselect={false}
            disabled={disabled}
            span={{ base: 12, sm: 4 }}
          />
          <TextField<InfluencerFormValues>
            name={`channels.${index}.url`}
            label="channelUrl"
            type="url"
            maxLength={500}
            disabled={disabled}
            span={{ base: 10, sm: 7 }}
          />
        </>
      )}
    </RowsField>
  );
}

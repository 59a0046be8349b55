import '../i18n/index.ts';
import type { BrandId } from '@app/shared';
import { useTranslation } from '../../../i18n/react.tsx';
import { useParams, useSearchParams } from 'react-router';
import { LiveBroadcastView } from '../components/live-broadcast-view.tsx';
import { parseCurrentTime } from '../live-format.ts';

const idParam = (value: string | undefined) =>
  value !== undefined && /^\d{1,9}$/.test(value) ? Number(value) : 0;

/**
 * `/cliente/lives/:id/:cardId?` (every brand; the floating card's "Voltar à sua transmissão"
 * lands here with `?current_time=`). With only `:id`, it is the broadcast. With `:cardId`, `:id`
 * is a programme and `:cardId` its broadcast, and the page lists the programme's other episodes.
 */
export function LivePage({ brand, homePath }: { brand: BrandId; homePath: string }) {
  const { t } = useTranslation('live');
  const { id, cardId } = useParams();
  const [params] = useSearchParams();
  const programId = cardId === undefined ? null : idParam(id);
  const broadcastId = cardId === undefined ? idParam(id) : idParam(cardId);
  const hasList = brand !== 'liberta';
  return (
    <LiveBroadcastView
      key={broadcastId}
      broadcastId={broadcastId}
      programId={programId}
      startSeconds={parseCurrentTime(params.get('current_time'))}
      back={hasList ? { to: '/cliente/lives', label: t('page.back') } : null}
      episodePath={(episode) =>
        programId === null ? `/cliente/lives/${episode}` : `/cliente/lives/${programId}/${episode}`
      }
      closePath={hasList ? '/feed' : homePath}
    />
  );
}

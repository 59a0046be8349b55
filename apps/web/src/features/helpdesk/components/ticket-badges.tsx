import { Badge } from '@mantine/core';
import type { TicketPriority, TicketStatus } from '@app/shared';
import { useTranslation } from '../../../i18n/react.tsx';
import '../i18n/index.ts';

const STATUS_COLORS: Record<TicketStatus, string> = {
  novo: 'blue',
  em_atendimento: 'indigo',
  pendente: 'yellow',
  resolvido: 'teal',
  fechado: 'gray',
};
const PRIORITY_COLORS: Record<TicketPriority, string> = {
  baixa: 'gray',
  media: 'blue',
  alta: 'orange',
  urgente: 'red',
};

export function StatusBadge({ status }: { status: TicketStatus }) {
  const { t } = useTranslation('helpdesk');
  return (
    <Badge variant="light" color={STATUS_COLORS[status]}>
      {t(`helpdesk.status.${status}`)}
    </Badge>
  );
}

export function PriorityBadge({ priority }: { priority: TicketPriority }) {
  const { t } = useTranslation('helpdesk');
  return (
    <Badge variant="dot" color={PRIORITY_COLORS[priority]}>
      {t(`helpdesk.priority.${priority}`)}
    </Badge>
  );
}

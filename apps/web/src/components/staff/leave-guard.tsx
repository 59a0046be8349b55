import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useLeaveBlocker } from '../../lib/routing/guarded-router.tsx';
import type { LeaveCheck } from '../../lib/routing/guarded-history.ts';
import '../../i18n/shared/index.ts';

/**
 * Asks before leaving a page whose form has unsaved changes (a held navigation, see
 * `lib/routing/guarded-history.ts`, and a confirmation in pt-BR). Several guards on one page (a
 * customer's cards) each hold a navigation while their form is dirty; the newest asks.
 * `allowLeaving()` lets the next navigation through: a form that has just saved or deleted leaves
 * without asking; the guard is back once the form is pristine.
 */
export function useLeaveGuard(dirty: boolean): { allowLeaving: () => void; modal: ReactNode } {
  const { t } = useTranslation();
  const state = useRef({ dirty, leaving: false });
  state.current.dirty = dirty;
  useEffect(() => {
    if (!dirty) state.current.leaving = false;
  }, [dirty]);
  const [leavesThePage] = useState(() => {
    const check: LeaveCheck = (from, to) =>
      from.pathname !== to.pathname && state.current.dirty && !state.current.leaving;
    return check;
  });
  const blocker = useLeaveBlocker(leavesThePage);
  const allowLeaving = useCallback(() => {
    state.current.leaving = true;
  }, []);

  const modal = (
    <Modal
      opened={blocker !== null}
      onClose={() => blocker?.stay()}
      title={t('staffForm.leaveTitle')}
      centered
    >
      <Stack>
        <Text>{t('staffForm.leaveText')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => blocker?.stay()} data-autofocus>
            {t('staffForm.stay')}
          </Button>
          <Button color="red" onClick={() => blocker?.proceed()}>
            {t('staffForm.leave')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
  return { allowLeaving, modal };
}

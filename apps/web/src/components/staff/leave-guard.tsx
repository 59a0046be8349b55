import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useBlocker } from 'react-router';
import type { BlockerFunction } from 'react-router';
import '../../i18n/shared/index.ts';

/**
 * Forms with changes nobody saved. A router consults only its newest blocker, so every guard
 * asks about all of them: a page with two forms (a customer's cards) is guarded whichever came
 * last.
 */
const unsaved = new Set<() => boolean>();

const leavesThePage: BlockerFunction = ({ currentLocation, nextLocation }) =>
  currentLocation.pathname !== nextLocation.pathname && [...unsaved].some((dirty) => dirty());

/**
 * Asks before leaving a page whose form has unsaved changes (react-router's `useBlocker`, a
 * confirmation in pt-BR). `allowLeaving()` lets the next navigation through: a form that has
 * just saved or deleted leaves without asking; the guard is back once the form is pristine.
 */
export function useLeaveGuard(dirty: boolean): { allowLeaving: () => void; modal: ReactNode } {
  const { t } = useTranslation();
  const state = useRef({ dirty, leaving: false });
  state.current.dirty = dirty;
  useEffect(() => {
    if (!dirty) state.current.leaving = false;
  }, [dirty]);
  useEffect(() => {
    const current = state.current;
    const check = () => current.dirty && !current.leaving;
    unsaved.add(check);
    return () => {
      unsaved.delete(check);
    };
  }, []);
  const blocker = useBlocker(leavesThePage);
  const allowLeaving = useCallback(() => {
    state.current.leaving = true;
  }, []);

  const blocked = blocker.state === 'blocked';
  const modal = (
    <Modal
      opened={blocked}
      onClose={() => blocker.reset?.()}
      title={t('staffForm.leaveTitle')}
      centered
    >
      <Stack>
        <Text>{t('staffForm.leaveText')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
            {t('staffForm.stay')}
          </Button>
          <Button color="red" onClick={() => blocker.proceed?.()}>
            {t('staffForm.leave')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
  return { allowLeaving, modal };
}

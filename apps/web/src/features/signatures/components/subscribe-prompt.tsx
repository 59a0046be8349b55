import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import { Button, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import IconCrown from '@tabler/icons-react/dist/esm/icons/IconCrown.mjs';
import { useSyncExternalStore } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { useNavigate } from 'react-router';
import {
  DEFAULT_PROMPT_BUTTON_TEXT,
  DEFAULT_PROMPT_TITLE,
  closeSubscribePrompt,
  getPromptState,
  promptTarget,
  subscribePrompt,
} from '../../../lib/session/subscribe-prompt.ts';
import '../i18n/index.ts';

/**
 * The subscribe prompt of spec section 3: "Assinatura necessária:" with the signature's name and
 * "Quero assinar". Without `cannotBeClosed` it closes by its button, Escape or the backdrop, then
 * goes to the redirect-after-close URL when one was given.
 */
export function SubscribePrompt() {
  const { t } = useTranslation('signatures');
  const navigate = useNavigate();
  const state = useSyncExternalStore(subscribePrompt, getPromptState, getPromptState);
  const closable = !state.cannotBeClosed;
  const title = state.title === DEFAULT_PROMPT_TITLE ? t('signatures.prompt.title') : state.title;
  const button =
    state.buttonText === DEFAULT_PROMPT_BUTTON_TEXT
      ? t('signatures.prompt.button')
      : state.buttonText;

  const dismiss = () => {
    const redirect = closeSubscribePrompt();
    if (redirect) void navigate(redirect);
  };
  const subscribe = () => {
    const target = promptTarget(state);
    closeSubscribePrompt();
    void navigate(target);
  };

  return (
    <Modal
      opened={state.open}
      onClose={closable ? dismiss : () => undefined}
      withCloseButton={closable}
      closeOnEscape={closable}
      closeOnClickOutside={closable}
      title={title}
      centered
      radius="lg"
      padding="xl"
      data-testid="subscribe-prompt"
      transitionProps={{ duration: 300 }}
      overlayProps={{ backgroundOpacity: 0.55, blur: 2 }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={64} radius={32} variant="light" aria-hidden>
          <IconCrown size={34} stroke={1.6} />
        </ThemeIcon>
        <Text fw={700} size="xl" data-testid="subscribe-prompt-signature">
          {state.signatureName}
        </Text>
        <Text c="dimmed" maw={380}>
          {state.availableInStore
            ? t('signatures.prompt.text', { name: state.signatureName ?? '' })
            : t('signatures.prompt.textNotInStore', { name: state.signatureName ?? '' })}
        </Text>
        <Button size="md" fullWidth onClick={subscribe} data-autofocus>
          {button}
        </Button>
        {closable && (
          <Button variant="subtle" color="gray" onClick={dismiss}>
            {t('signatures.prompt.notNow')}
          </Button>
        )}
      </Stack>
    </Modal>
  );
}

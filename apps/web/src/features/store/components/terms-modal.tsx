import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/ScrollArea.css';
import { Button, Group, Loader, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.tsx';
import { termsQuery } from '../cart-api.ts';
import type { CartViewer } from '../cart-api.ts';
import classes from '../cart.module.css';
import '../checkout/i18n/index.ts';

/** The purchase terms (`get-shopping-cart-term`) in a modal, with "Concordo" to tick the box. */
export function TermsModal({
  viewer,
  cartId,
  opened,
  disabled,
  onClose,
  onAgree,
}: {
  viewer: CartViewer;
  cartId: number;
  opened: boolean;
  disabled: boolean;
  onClose: () => void;
  onAgree: () => void;
}) {
  const { t } = useTranslation('storeCheckout');
  const terms = useQuery({ ...termsQuery(viewer, cartId), enabled: opened });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={terms.data?.title ?? t('checkout.terms.title')}
      size="lg"
      radius="lg"
      centered
      scrollAreaComponent={ScrollArea.Autosize}
      transitionProps={{ duration: 300 }}
      overlayProps={{ backgroundOpacity: 0.55, blur: 2, transitionProps: { duration: 650 } }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="md">
        {terms.isPending ? (
          <Group justify="center" py="xl">
            <Loader aria-label={t('app.loading')} />
          </Group>
        ) : terms.isError ? (
          <Text c="red">{t('checkout.terms.loadError')}</Text>
        ) : (
          <>
            <div
              className={classes.terms}
              // The terms are the API's own constant text (apps/api/src/modules/store/terms.ts).
              dangerouslySetInnerHTML={{ __html: terms.data.html }}
            />
            <Text size="xs" c="dimmed">
              {t('checkout.terms.version', { version: terms.data.version })}
            </Text>
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('checkout.close')}
          </Button>
          <Button disabled={disabled || !terms.isSuccess} onClick={onAgree}>
            {t('checkout.terms.agree')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

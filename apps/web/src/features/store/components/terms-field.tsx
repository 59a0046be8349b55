import {
  Anchor,
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  ScrollArea,
  Stack,
  Text,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { termsQuery } from '../cart-api.ts';
import type { CartViewer } from '../cart-api.ts';
import classes from '../cart.module.css';
import '../i18n/index.ts';

/** "Li e aceito os termos de compra", with the terms (`get-shopping-cart-term`) in a modal. */
export function TermsField({
  viewer,
  cartId,
  checked,
  error,
  disabled,
  onChange,
}: {
  viewer: CartViewer;
  cartId: number;
  checked: boolean;
  error: string | undefined;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation('store');
  const [open, setOpen] = useState(false);
  const terms = useQuery({ ...termsQuery(viewer, cartId), enabled: open });
  return (
    <>
      <Checkbox
        checked={checked}
        disabled={disabled}
        error={error}
        onChange={(event) => onChange(event.currentTarget.checked)}
        label={
          <>
            {t('checkout.terms.accept')}{' '}
            <Anchor
              component="button"
              type="button"
              size="sm"
              fw={600}
              onClick={(event) => {
                // The link sits in the checkbox's label: it must not tick the box.
                event.preventDefault();
                setOpen(true);
              }}
            >
              {t('checkout.terms.link')}
            </Anchor>
          </>
        }
        data-testid="accept-terms"
      />
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={terms.data?.title ?? t('checkout.terms.title')}
        size="lg"
        radius="lg"
        centered
        scrollAreaComponent={ScrollArea.Autosize}
        transitionProps={{ duration: 300 }}
        overlayProps={{ backgroundOpacity: 0.55, blur: 2, transitionProps: { duration: 650 } }}
        closeButtonProps={{ 'aria-label': t('checkout.close') }}
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
            <Button variant="default" onClick={() => setOpen(false)}>
              {t('checkout.close')}
            </Button>
            <Button
              disabled={disabled || !terms.isSuccess}
              onClick={() => {
                onChange(true);
                setOpen(false);
              }}
            >
              {t('checkout.terms.agree')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

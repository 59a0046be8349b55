import { Anchor, Checkbox } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import type { CartViewer } from '../cart-api.ts';
import '../checkout/i18n/index.ts';

const TermsModal = lazy(async () => ({ default: (await import('./terms-modal.tsx')).TermsModal }));

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
  const { t } = useTranslation('storeCheckout');
  const [open, setOpen] = useState(false);
  // The modal (Modal, ScrollArea, focus trap, scroll lock) loads the first time it opens.
  const [asked, setAsked] = useState(false);
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
                setAsked(true);
                setOpen(true);
              }}
            >
              {t('checkout.terms.link')}
            </Anchor>
          </>
        }
        data-testid="accept-terms"
      />
      {asked && (
        <Suspense fallback={null}>
          <TermsModal
            viewer={viewer}
            cartId={cartId}
            opened={open}
            disabled={disabled}
            onClose={() => setOpen(false)}
            onAgree={() => {
              onChange(true);
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}

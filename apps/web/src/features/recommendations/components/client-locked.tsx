import { Anchor, Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import IconLock from '@tabler/icons-react/dist/esm/icons/IconLock.mjs';
import { formatCurrency } from '@app/shared';
import type { Recommendation } from '@app/shared';
import { Fragment } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from 'react-router';
import { openSubscribePrompt } from '../../../lib/session/subscribe-prompt.ts';
import '../i18n/index.ts';

type Signature = NonNullable<Recommendation['required_signatures']>[number];

/** A signature's sales page: its own when sold in the store, else the list of signatures. */
export function signaturePage(signature: Signature): string {
  return signature.available_in_store
    ? `/assinaturas/${encodeURIComponent(signature.slug)}`
    : '/assinaturas';
}

/**
 * What a locked recommendation says instead of its levels: "Disponível para assinantes de …"
 * naming each signature that would open it, with a link to its sales page, and the subscribe
 * prompt (spec section 3) opened for the first one.
 */
export function ClientLocked({
  recommendation,
  compact = false,
}: {
  recommendation: Recommendation;
  compact?: boolean;
}) {
  const { t } = useTranslation('recommendations');
  const signatures = recommendation.required_signatures ?? [];
  // A method sold on its own in the brand's store (a product), besides the signatures.
  const products = recommendation.store_products ?? [];
  const [first] = signatures;
  return (
    <Stack gap="xs" data-testid="locked-prompt">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <ThemeIcon size="md" radius="xl" variant="light" color="yellow" aria-hidden>
          <IconLock size={16} />
        </ThemeIcon>
        <Text size="sm">
          {signatures.length === 0 && products.length > 0 ? (
            t('recommendations.client.lockedMethod', { method: recommendation.trade_method.name })
          ) : signatures.length === 0 ? (
            t('recommendations.client.lockedForNobody', {
              method: recommendation.trade_method.name,
            })
          ) : (
            <>
              {t('recommendations.client.lockedFor')}{' '}
              {signatures.map((signature, index) => (
                <Fragment key={signature.id}>
                  {index > 0 &&
                    (index === signatures.length - 1
                      ? ` ${t('recommendations.client.or')} `
                      : ', ')}
                  <Anchor component={Link} to={signaturePage(signature)} fw={600}>
                    {signature.name}
                  </Anchor>
                </Fragment>
              ))}
            </>
          )}
        </Text>
      </Group>
      {products.length > 0 && (
        <Text size="sm" data-testid="locked-products">
          {t('recommendations.client.lockedInStore')}{' '}
          {products.map((product, index) => (
            <Fragment key={product.id}>
              {index > 0 && ', '}
              <Anchor component={Link} to={`/loja/${encodeURIComponent(product.slug)}`} fw={600}>
                {t('recommendations.client.storeProduct', {
                  name: product.name,
                  price: formatCurrency(product.price_cents),
                })}
              </Anchor>
            </Fragment>
          ))}
        </Text>
      )}
      {first && !compact && (
        <Button
          variant="light"
          color="yellow"
          size="compact-md"
          w="fit-content"
          onClick={() =>
            openSubscribePrompt({
              signatureName: first.name,
              signatureTypeId: first.id,
              signatureSlug: first.slug,
              availableInStore: first.available_in_store,
            })
          }
        >
          {t('recommendations.client.subscribe')}
        </Button>
      )}
    </Stack>
  );
}

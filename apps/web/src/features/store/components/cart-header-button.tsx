import '@mantine/core/styles/Indicator.css';
import { ActionIcon, Indicator } from '@mantine/core';
import { LazyTooltip } from '../../../components/lazy-tooltip.tsx';
import IconShoppingCart from '@tabler/icons-react/dist/esm/icons/IconShoppingCart.mjs';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session/use-session.ts';
import { cartQuantityQuery } from '../cart-api.ts';
import { useGuestCart } from '../guest-cart.ts';

/**
 * The header's cart icon with the quantity (spec section 9: the sum of products_amount across
 * the carts; 0 hides the badge). Visitors count their visitor cart.
 */
export function CartHeaderButton() {
  const { t } = useTranslation();
  const { loggedIn } = useSession();
  const guest = useGuestCart();
  const quantity = useQuery({
    ...cartQuantityQuery(loggedIn, guest),
    enabled: loggedIn || guest !== null,
  });
  const count = loggedIn || guest ? (quantity.data ?? 0) : 0;
  const label = count > 0 ? t('checkout.header.cartWithCount', { count }) : t('app.cart');
  return (
    <LazyTooltip label={label}>
      <Indicator
        label={count > 99 ? '99+' : count}
        size={18}
        offset={6}
        disabled={count === 0}
        color="red"
        withBorder
        data-testid="cart-badge"
        data-count={count}
      >
        <ActionIcon
          component={Link}
          to="/carrinho"
          variant="subtle"
          color="gray"
          size="lg"
          radius="md"
          aria-label={label}
        >
          <IconShoppingCart size={20} stroke={1.6} aria-hidden />
        </ActionIcon>
      </Indicator>
    </LazyTooltip>
  );
}

import type { Catalog } from './pt-BR.ts';

export const en: Catalog = {
  checkout: {
    title: 'Cart',
    secure: '100% secure checkout',
    mobileNotice:
      'The cart is being adjusted for phones. For now, please use a computer to complete your purchase.',
    empty: {
      title: 'Your cart is empty',
      text: 'Explore courses, e-books and subscriptions and add whatever you want to study.',
      action: 'Go to the store',
    },
    guest: {
      title: 'Almost there!',
      text: 'Enter your e-mail so we can set up your cart. You create an account or log in before paying.',
      email: 'Your e-mail',
      emailHint: 'We use your e-mail only to keep the cart and send the order confirmation.',
      emailPlaceholder: 'you@example.com',
      emailInvalid: 'Enter a valid e-mail.',
      continue: 'Continue',
      buyingAs: 'Buying as {{email}}',
    },
    account: {
      title: 'Sign in to pay',
      text: 'Your cart and coupon are kept for {{email}}: create an account or log in and come straight back here.',
      signUp: 'Create account',
      login: 'I already have an account',
    },
    order: {
      number: 'Order #{{id}}',
      payTitle: 'Order payment',
      summaryTitle: 'Order summary',
      pixTitle: 'Pix',
      pixText: 'Pay in your bank app: the confirmation arrives within seconds.',
      showPix: 'Show the Pix QR code and code',
      notPending: 'This order is not awaiting payment.',
      signIn: 'Log in to see this order.',
      notFound: 'Order not found.',
      loadError: 'Could not load the information',
      loadErrorTitle: 'Could not open the order',
      backToCart: 'Back to the cart',
    },
  },
};

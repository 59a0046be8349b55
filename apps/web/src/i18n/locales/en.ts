import type { Catalog } from './pt-BR.ts';

export const en: Catalog = {
  app: {
    backHome: 'Back to home',
    close: 'Close',
    closeNotification: 'Close notification',
    pagination: {
      first: 'First page',
      previous: 'Previous page',
      next: 'Next page',
      last: 'Last page',
    },
    skipLink: 'Skip to content',
    mainMenu: 'Main menu',
    cart: 'Cart',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    collapseMenu: 'Collapse menu',
    expandMenu: 'Expand menu',
    goHome: 'Go to the home page',
    loading: 'Loading…',
    footer: '© {{year}} {{brand}}. All rights reserved.',
    privacyPolicyLink: 'Privacy policy',
    helpCentreLink: 'Help centre',
    cookieSettingsLink: 'Cookie preferences',
  },
  appearance: {
    button: 'Appearance',
  },
  covers: {
    of: 'Cover of {{title}}',
  },
  menu: {
    feed: 'Feed',
    lives: 'Live broadcasts',
    myCourses: 'My Courses',
    myEbooks: 'My E-books',
    lsPlay: 'LS Play',
    recommendations: 'Recommendations',
    home: 'Home',
    tvLiberta: 'TV Liberta',
    liveMarket: 'Live market',
    coursesEbooks: 'My Courses / Ebooks',
    mySubscriptions: 'My Subscriptions',
    myAdvisor: 'My advisor',
    store: 'Store',
    reports: 'Reports',
    staff: 'Staff area',
    liveAdmin: 'Live',
    liveRooms: 'Live rooms',
  },
  auth: {
    email: 'E-mail',
    password: 'Password',
    loginLink: 'Sign in',
    signUpLink: 'Create account',
    name: 'Full name',
    phone: 'Mobile phone',
    taxId: 'CPF or CNPJ',
    forbiddenTitle: 'Access denied',
    forbiddenText:
      'Your account is not allowed to open this page. If you need it, contact support.',
  },
  notFound: {
    title: 'Page not found',
    text: 'The address you opened does not exist or has moved. Check the link or go back home.',
    action: 'Back to home',
  },
  cart: {
    title: 'Cart',
    backToStore: 'Keep browsing',
  },
  checkout: {
    unavailable: 'This product is not available in the store.',
    priceFrom: 'Was {{price}}, now',
    header: {
      cartWithCount: 'Cart ({{count}})',
    },
  },
  errors: {
    title: 'Something went wrong',
    page: 'This page could not be shown. Check your connection and reload the page.',
    reload: 'Reload the page',
  },
  courses: {
    videoFailed: 'The video could not be loaded. Check your connection and try again.',
  },
  podcasts: {
    saved: 'Episode saved.',
  },
};

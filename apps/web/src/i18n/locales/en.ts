import type { Catalog } from './pt-BR.ts';

export const en: Catalog = {
  app: {
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
  construction: {
    badge: 'Under construction',
    text: 'This area is being built. Soon it will offer:',
    action: 'Back to home',
    variants: {
      list: 'List',
      create: 'New entry',
      edit: 'Edit',
      detail: 'Details',
    },
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
  },
  courses: {
    videoFailed: 'The video could not be loaded. Check your connection and try again.',
  },
  podcasts: {
    saved: 'Episode saved.',
  },
  areas: {
    ordersAdmin: {
      title: 'Orders',
    },
    customersAdmin: {
      title: 'Customers',
    },
    couponsAdmin: {
      title: 'Coupons',
    },
    commercialTables: {
      title: 'Commercial price lists',
    },
    videosAdmin: {
      title: 'Videos',
    },
    ebooksAdmin: {
      title: 'E-books',
    },
    mySignatures: {
      title: 'My subscriptions',
    },
    adminProfiles: {
      title: 'Profiles and permissions',
    },
    profile: {
      title: 'My profile',
    },
    adminUsers: {
      title: 'Users',
    },
    adminAudit: {
      title: 'Audit log',
    },
    adminOutbox: {
      title: 'Outbox',
    },
    adminDataRequests: {
      title: 'Data subject requests',
    },
    login: {
      title: 'Sign in',
    },
    cart: {
      title: 'Cart',
    },
    paymentSuccess: {
      title: 'Payment confirmed',
    },
    privacyPolicy: {
      title: 'Privacy policy',
    },
    helpCentre: {
      title: 'Help centre',
    },
    privacyPoliciesAdmin: {
      title: 'Privacy policies',
    },
    token: {
      title: 'Link access',
    },
    floating: {
      title: 'Floating player',
    },
    feed: {
      title: 'Feed',
    },
    clientLives: {
      title: 'Live broadcasts',
    },
    broadcastView: {
      title: 'Live broadcasts',
    },
    broadcastsAdmin: {
      title: 'Broadcast management',
    },
    clientCourses: {
      title: 'My Courses',
    },
    clientEbooks: {
      title: 'My E-books',
    },
    lsPlay: {
      title: 'LS Play',
    },
    recommendationsAdmin: {
      title: 'Recommendations',
    },
    clientRecommendations: {
      title: 'Recommendations',
    },
    recommendationStatus: {
      title: 'Recommendation status',
    },
    farol: {
      title: 'Farol',
    },
    trackRecord: {
      title: 'Recommendations track record',
    },
    schedule: {
      title: 'Programme schedule',
    },
    playlist: {
      title: 'Playlists',
    },
    categories: {
      title: 'Categories',
    },
    subscriptionTypes: {
      title: 'Subscription types',
    },
    methods: {
      title: 'Methods',
    },
    emailBind: {
      title: 'E-mail links',
    },
    home: {
      title: 'Home',
    },
    store: {
      title: 'Store',
    },
    subscriptions: {
      title: 'My Subscriptions',
    },
    coursePlayer: {
      title: 'Course lessons',
    },
    certificate: {
      title: 'Certificate',
    },
    coursesAdmin: {
      title: 'Courses',
    },
    course: {
      title: 'Course',
    },
    ebook: {
      title: 'E-book',
    },
    internal: {
      title: 'Content page',
    },
    launch: {
      title: 'Launch',
    },
    subject: {
      title: 'My Courses / Ebooks',
    },
    myTrails: {
      title: 'My trails',
    },
    contentVideo: {
      title: 'Video',
    },
    biHub: {
      title: 'BI dashboards',
    },
    libertaStoreHub: {
      title: 'Liberta Store',
    },
    investorCalendar: {
      title: 'Investor calendar',
    },
    podcasts: {
      title: 'Podcasts',
    },
    contentQualification: {
      title: 'Content qualification',
    },
    researchReports: {
      title: 'Research reports',
    },
    trails: {
      title: 'Trails',
    },
    launches: {
      title: 'Launches',
    },
    influencer: {
      title: 'Influencers',
    },
    internalPolicies: {
      title: 'Internal policies',
    },
    libertaStoreAdmin: {
      title: 'Liberta Store entries',
    },
    colors: {
      title: 'Liberta Store colours',
    },
    xpRelease: {
      title: 'XP customer release',
    },
    tickers: {
      title: 'Ticker management',
    },
    advisors: {
      title: 'Advisors',
    },
    investmentPages: {
      title: 'Investment pages',
    },
    investments: {
      title: 'Investments',
    },
    faq: {
      title: 'FAQ / Help centre',
    },
    nps: {
      title: 'NPS surveys',
    },
    staffAgenda: {
      title: 'Staff agenda',
    },
    myAdvisor: {
      title: 'My advisor',
    },
    research: {
      title: 'Reports',
    },
    hubHome: {
      title: 'Hub',
    },
    hubSalesForce: {
      title: 'Sales force',
    },
    hubTickets: {
      title: 'Ticket centre',
    },
    hubPolicies: {
      title: 'Policies and procedures',
    },
  },
};

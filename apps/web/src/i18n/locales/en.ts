import type { Catalog } from './pt-BR.ts';

export const en: Catalog = {
  app: {
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
    cookieSettingsLink: 'Cookie preferences',
  },
  appearance: {
    button: 'Appearance',
  },
  richText: {
    toolbar: 'Text formatting',
    loading: 'Loading the editor…',
    bold: 'Bold',
    italic: 'Italic',
    underline: 'Underline',
    strike: 'Strikethrough',
    heading2: 'Heading',
    heading3: 'Subheading',
    bulletList: 'Bulleted list',
    orderedList: 'Numbered list',
    blockquote: 'Quote',
    link: 'Insert link',
    unlink: 'Remove link',
    clearFormatting: 'Clear formatting',
    undo: 'Undo',
    redo: 'Redo',
    linkAddress: 'Link address',
    linkSave: 'Save',
  },
  covers: {
    of: 'Cover of {{title}}',
  },
  coverUpload: {
    choose: 'Choose image',
    change: 'Change image',
    none: 'No cover: cards show a plain background.',
    type: 'Send a JPEG, PNG or WebP image.',
    size: 'The image is over 5 MB.',
    alt: 'Cover description (alt text)',
    altHint: 'What the image shows, for screen reader users. Up to 200 characters.',
    altRequired: 'Describe the cover in up to 200 characters.',
    send: 'Upload cover',
    newPicture: 'New cover',
    rules: 'JPEG, PNG or WebP up to 5 MB; cropped to {{width}} × {{height}} ({{ratio}}).',
    discard: 'Discard image',
    remove: 'Remove cover',
    afterSave: 'The cover is uploaded when you save.',
    uploaded: 'Cover uploaded.',
    removed: 'Cover removed.',
    notSent: 'Saved, but the cover was not uploaded: {{message}} Upload it again on this page.',
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
  brands: {
    brazilian: {
      tagline: 'Trader education',
      welcome: 'Welcome to LS Trader! Learn to trade with people who live the market every day.',
      createAccount:
        'Create your account and start now: lessons, live broadcasts and recommendations.',
      courseAd:
        'Complete day trade and swing trade courses, from the first step to advanced trading.',
    },
    global: {
      tagline: 'Global markets',
      welcome: 'Welcome to LS Global! Follow international markets with our analysts.',
      createAccount:
        'Create your account and trade exchanges worldwide with method and discipline.',
      courseAd: 'Courses on international stocks, indices and currencies, with hands-on lessons.',
    },
    liberta: {
      tagline: 'Investments',
      welcome: 'Welcome to Liberta! Content and analysis to invest freely.',
      createAccount:
        'Create your Liberta account and get reports, learning trails and subscriptions.',
      courseAd: 'Learning trails and courses for every stage of your investor journey.',
    },
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
  admin: {
    privacyPolicies: 'Privacy policies',
    contentMenu: 'Content',
    menu: 'Administration',
    users: 'Users',
    audit: 'Audit log',
    outbox: 'Outbox',
    dataRequests: 'Data subject requests',
    search: 'Search',
    name: 'Name',
    email: 'E-mail',
    createdAt: 'Created',
    actions: 'Actions',
    empty: 'Nothing found.',
    total: '{{count}} records',
    loginAs: 'Access as',
    loginAsTitle: 'Access as {{name}}',
    loginAsReason: 'Reason for access',
    loginAsReasonHint: 'Recorded in the audit log. E.g. ticket 123, check course access.',
    loginAsConfirm: 'Access',
    cancel: 'Cancel',
    impersonating: 'You are accessing as {{name}}.',
    returnToMain: 'Back to my user',
    returned: 'You are back to your user.',
    loadError: 'The list could not be loaded.',
    deleted: 'Deleted',
    deletedAt: 'Account deleted on {{date}}.',
    profiles: 'Profiles and permissions',
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
  staffForm: {
    leaveTitle: 'Leave without saving?',
    leaveText:
      'The changes in this form have not been saved yet. If you leave now, they will be lost.',
    stay: 'Keep editing',
    leave: 'Leave without saving',
  },
  courses: {
    videoFailed: 'The video could not be loaded. Check your connection and try again.',
  },
  podcasts: {
    saved: 'Episode saved.',
  },
  ebooks: {
    tryAgain: 'Please try again shortly.',
    pdf: {
      none: 'No file uploaded.',
      choose: 'Choose PDF',
      replace: 'Replace PDF',
      afterSave: 'will be uploaded on save',
      uploaded: 'PDF uploaded.',
    },
  },
  media: {
    player: {
      frameTitle: 'Video: {{title}}',
      unavailableTitle: 'This video cannot be shown here',
      unavailableText: 'The link is not from a player we can embed.',
      openOriginal: 'Open the original video',
    },
    content: {
      backHome: 'Back to the start page',
    },
    home: {
      courseMeta_one: '{{count}} lesson · {{duration}}',
      courseMeta_other: '{{count}} lessons · {{duration}}',
      free: 'Free',
    },
  },
  userCourses: {
    status: 'Status',
    period: 'Period',
    source: 'Source',
    lifetime: 'lifetime',
    statuses: {
      active: 'Active',
      scheduled: 'Scheduled',
      expired: 'Expired',
      revoked: 'Revoked',
    },
    sources: {
      order: 'Purchase',
      courtesy: 'Courtesy',
      trial: 'Trial',
      signature: 'Subscription',
      staff: 'Staff',
    },
  },
  storeAdmin: {
    kinds: {
      course: 'Course',
      ebook: 'E-book',
      signature: 'Subscription',
      bundle: 'Bundle',
      trail: 'Learning path',
      broadcast: 'Live room',
      research: 'Research',
    },
    orders: {
      title: 'Orders',
    },
    actions: {
      keep: 'Back',
    },
    customers: {
      title: 'Customers',
    },
  },
  catalogueAdmin: {
    menu: {
      title: 'Store',
      products: 'Products',
      colors: 'Store colours',
      coupons: 'Coupons',
      tables: 'Commercial price lists',
    },
    saved: 'Changes saved.',
    coupons: {
      title: 'Coupons',
      searchPlaceholder: 'Code or description',
      new: 'New coupon',
      create: 'Create coupon',
      created: 'Coupon {{code}} created.',
      back: 'Back to coupons',
      loadError: 'The coupon could not be loaded.',
      formLabel: 'Coupon details',
      code: 'Code',
      codeHint: 'Letters, digits, hyphen or underscore; turned upper case.',
      description: 'Internal description',
      descriptionHint: 'For the team: campaign, partner, reason.',
      discount: 'Discount',
      discountSection: 'Discount',
      type: 'Discount type',
      percent: 'Percentage',
      fixed: 'Fixed amount',
      percentValue: 'Discount percentage',
      percentHint: 'From 0.01 to 100; up to two decimals.',
      amount: 'Discount amount',
      validitySection: 'Validity and limits',
      validity: 'Validity',
      startsAt: 'Valid from',
      endsAt: 'Valid until',
      timeZoneHint: 'Brasília time. Blank: no limit.',
      maxUses: 'Total use limit',
      maxUsesPerCustomer: 'Limit per customer',
      unlimitedHint: 'Blank: unlimited.',
      minCart: 'Minimum cart value',
      minCartHint: 'Blank: no minimum.',
      whereSection: 'Where it applies',
      products: 'Products',
      productsHint: 'Blank: valid for every product.',
      allProducts: 'All products',
      brands: 'Brands',
      activeLabel: 'Coupon active',
      activeHint: 'Inactive: the cart refuses the code.',
      summary: '{{value}} off, {{window}}.',
      summaryBetween: 'valid from {{from}} to {{to}} (Brasília time)',
      summaryFrom: 'valid from {{from}} (Brasília time)',
      summaryUntil: 'valid until {{to}} (Brasília time)',
      summaryAlways: 'with no expiry',
      noDeadline: 'No expiry',
      fromShort: 'from {{from}}',
      untilShort: 'until {{to}}',
      uses: 'Uses',
      usesOf: '{{uses}} of {{limit}}',
      usesUnlimited: '{{uses}} (no limit)',
      held_one: '{{count}} held in a cart',
      held_other: '{{count}} held in carts',
      perCustomerShort_one: '{{count}} per customer',
      perCustomerShort_other: '{{count}} per customer',
      minCartShort: 'min. {{amount}}',
      productsCount_one: '{{count}} product',
      productsCount_other: '{{count}} products',
      state: {
        active: 'Active',
        inactive: 'Inactive',
        scheduled: 'Scheduled',
        expired: 'Expired',
        exhausted: 'Used up',
      },
      delete: 'Delete or deactivate',
      deleteNamed: 'Delete or deactivate coupon {{code}}',
      deleteTitle: 'Delete coupon',
      deleteConfirm: 'Confirm',
      deleteText:
        'Delete coupon {{code}}? If it was ever used it is only deactivated, so orders keep recording the discount.',
    },
  },
  areas: {
    ordersAdmin: {
      title: 'Orders',
      description: 'Store orders: payments, manual confirmation, cancellation and refunds.',
    },
    customersAdmin: {
      title: 'Customers',
      description: 'Each customer’s record: details, orders, access, refunds and courtesies.',
    },
    couponsAdmin: {
      title: 'Coupons',
      description: 'Discount coupons: value, validity, limits and products.',
    },
    commercialTables: {
      title: 'Commercial price lists',
      description: 'Special product prices for the sales team.',
    },
    videosAdmin: {
      title: 'Videos',
      description: 'The LS Play videos and the Liberta video pages.',
    },
    ebooksAdmin: {
      title: 'E-books',
      description: 'E-book catalogue with PDF, price and public page.',
    },
    mySignatures: {
      title: 'My subscriptions',
      description: 'Your subscriptions, their status and what each one includes.',
    },
    adminProfiles: {
      title: 'Profiles and permissions',
      description: 'What each profile may see and do.',
    },
    profile: {
      title: 'My profile',
      description: 'Your details, picture and addresses.',
    },
    adminUsers: {
      title: 'Users',
      description: 'Search, registration and profiles of the people on the platform.',
    },
    adminAudit: {
      title: 'Audit log',
      description: 'Who did what, when and from where.',
    },
    adminOutbox: {
      title: 'Outbox',
      description: 'E-mails and SMS sent by the platform.',
    },
    adminDataRequests: {
      title: 'Data subject requests',
      description:
        'Personal data requests (LGPD): export, deletion and correction, with the legal deadline.',
    },
    login: {
      title: 'Sign in',
      description: 'E-mail and password sign-in, password recovery and advisor login.',
    },
    cart: {
      title: 'Cart',
      description: 'Products, coupons, instalments and payment by Pix, card or bank slip.',
    },
    paymentSuccess: {
      title: 'Payment confirmed',
      description: 'Summary of the paid order and immediate access to the released products.',
    },
    privacyPolicy: {
      title: 'Privacy policy',
      description: "How we handle your personal data, under Brazil's LGPD.",
    },
    privacyPoliciesAdmin: {
      title: 'Privacy policies',
      description: "Each brand's privacy policy versions, the active one highlighted.",
    },
    token: {
      title: 'Link access',
      description: 'Direct entry to the platform from an access link sent to you.',
    },
    floating: {
      title: 'Floating player',
      description: 'A broadcast in a compact window to follow while using other programs.',
    },
    feed: {
      title: 'Feed',
      description: 'News, featured broadcasts and recent recommendations in one place.',
    },
    clientLives: {
      title: 'Live broadcasts',
      description: 'Live broadcasts with moderated chat and replays of the rooms you subscribe to.',
    },
    broadcastView: {
      title: 'Live broadcasts',
      description: 'View of the live rooms and broadcast cards.',
    },
    broadcastsAdmin: {
      title: 'Broadcast management',
      description: 'Live rooms, schedules, analysts and chat moderation.',
    },
    clientCourses: {
      title: 'My Courses',
      description: 'Your courses with video lessons, progress and materials.',
    },
    clientEbooks: {
      title: 'My E-books',
      description: 'Your e-book library to read online.',
    },
    lsPlay: {
      title: 'LS Play',
      description: 'On-demand videos organised by playlists and categories.',
    },
    recommendationsAdmin: {
      title: 'Recommendations',
      description: 'Entry and follow-up of analyst recommendations.',
    },
    clientRecommendations: {
      title: 'Recommendations',
      description: 'Analyst buy and sell recommendations with entry, target and stop.',
    },
    recommendationStatus: {
      title: 'Recommendation status',
      description: 'State of each recommendation: open, on target, stopped or closed.',
    },
    farol: {
      title: 'Farol',
      description: 'Market signal panel to guide the trading day.',
    },
    trackRecord: {
      title: 'Recommendations track record',
      description: 'Results of the closed recommendations: by analyst, by method and by month.',
    },
    schedule: {
      title: 'Programme schedule',
      description: 'Weekly agenda of broadcasts and analysts.',
    },
    playlist: {
      title: 'Playlists',
      description: 'Videos organised into playlists and programmes.',
    },
    categories: {
      title: 'Categories',
      description: 'Categories that organise courses, videos and content.',
    },
    subscriptionTypes: {
      title: 'Subscription types',
      description: 'Subscription plans, access periods and included content.',
    },
    methods: {
      title: 'Methods',
      description: 'Analysts’ trading methods and their setups.',
    },
    emailBind: {
      title: 'E-mail links',
      description: 'Linking purchase e-mails to user accounts.',
    },
    home: {
      title: 'Home',
      description: 'Highlights, recommended trails and the latest Liberta content.',
    },
    store: {
      title: 'Store',
      description: 'Courses, e-books and subscriptions available for purchase.',
    },
    subscriptions: {
      title: 'My Subscriptions',
      description: 'Active subscriptions, benefits and renewal.',
    },
    coursePlayer: {
      title: 'Course lessons',
      description: 'Watch the lessons and track your progress.',
    },
    certificate: {
      title: 'Certificate',
      description: 'Public verification of a completion certificate.',
    },
    coursesAdmin: {
      title: 'Courses',
      description: 'Courses, modules, lessons and release rules.',
    },
    course: {
      title: 'Course',
      description: 'Course page with syllabus, teachers and enrolment.',
    },
    ebook: {
      title: 'E-book',
      description: 'E-book page with contents, preview and purchase.',
    },
    internal: {
      title: 'Content page',
      description: 'Internal content and campaign pages.',
    },
    launch: {
      title: 'Launch',
      description: 'Launch page with sign-up and special conditions.',
    },
    subject: {
      title: 'My Courses / Ebooks',
      description: 'Courses and e-books grouped by subject.',
    },
    myTrails: {
      title: 'My trails',
      description: 'Learning trails with steps and progress.',
    },
    contentVideo: {
      title: 'Video',
      description: 'Video with live broadcast, recommendations and chat.',
    },
    biHub: {
      title: 'BI dashboards',
      description: 'Business indicator dashboards.',
    },
    libertaStoreHub: {
      title: 'Liberta Store',
      description: 'Liberta Store product showcase.',
    },
    investorCalendar: {
      title: 'Investor calendar',
      description: 'Earnings, dividend and market event dates.',
    },
    podcasts: {
      title: 'Podcasts',
      description: 'Podcast episodes with analysis and interviews.',
    },
    contentQualification: {
      title: 'Content qualification',
      description: 'Content rated by investor profile and level.',
    },
    researchReports: {
      title: 'Research reports',
      description: 'Entry and publication of research reports.',
    },
    trails: {
      title: 'Trails',
      description: 'Learning trails and their steps.',
    },
    launches: {
      title: 'Launches',
      description: 'Launch pages and campaigns.',
    },
    influencer: {
      title: 'Influencers',
      description: 'Influencers and campaign follow-up.',
    },
    internalPolicies: {
      title: 'Internal policies',
      description: 'The company’s internal policies.',
    },
    libertaStoreAdmin: {
      title: 'Liberta Store entries',
      description: 'Liberta Store products, prices and showcases.',
    },
    colors: {
      title: 'Liberta Store colours',
      description: 'Colour palette of the store showcase.',
    },
    xpRelease: {
      title: 'XP customer release',
      description: 'Access release for customers coming from XP.',
    },
    tickers: {
      title: 'Ticker management',
      description: 'Traded assets and their codes.',
    },
    advisors: {
      title: 'Advisors',
      description: 'Advisors shown on the Liberta Investimentos site.',
    },
    investmentPages: {
      title: 'Investment pages',
      description: 'Investment product pages of the site.',
    },
    faq: {
      title: 'FAQ / Help centre',
      description: 'Frequently asked questions and help articles.',
    },
    nps: {
      title: 'NPS surveys',
      description: 'Satisfaction questions, survey sending and answers.',
    },
    staffAgenda: {
      title: 'Staff agenda',
      description: 'The team’s appointments.',
    },
    research: {
      title: 'Reports',
      description: 'Research reports to read and download.',
    },
    hubHome: {
      title: 'Hub',
      description: 'Home page of the team’s internal hub.',
    },
    hubSalesForce: {
      title: 'Sales force',
      description: 'Indicators and tools for the sales team.',
    },
    hubTickets: {
      title: 'Ticket centre',
      description: 'Opening and follow-up of internal tickets.',
    },
    hubPolicies: {
      title: 'Policies and procedures',
      description: 'The company’s policies and procedures.',
    },
  },
};

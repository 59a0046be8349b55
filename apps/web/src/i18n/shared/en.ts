import type { Catalog } from './pt-BR.ts';

export const en: Catalog = {
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
  admin: {
    contentMenu: 'Content',
    menu: 'Administration',
    users: 'Users',
    audit: 'Audit log',
    outbox: 'Outbox',
    dataRequests: 'Data subject requests',
    privacyPolicies: 'Privacy policies',
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
  staffForm: {
    leaveTitle: 'Leave without saving?',
    leaveText:
      'The changes in this form have not been saved yet. If you leave now, they will be lost.',
    stay: 'Keep editing',
    leave: 'Leave without saving',
    close: 'Close',
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
      home: 'Hub home',
    },
    hubNotices: {
      title: 'Hub notices',
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

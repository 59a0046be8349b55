import type { Catalog } from './pt-BR.ts';

export const en: Catalog = {
  areas: {
    ordersAdmin: {
      description: 'Store orders: payments, manual confirmation, cancellation and refunds.',
    },
    customersAdmin: {
      description: 'Each customer’s record: details, orders, access, refunds and courtesies.',
    },
    couponsAdmin: {
      description: 'Discount coupons: value, validity, limits and products.',
    },
    commercialTables: {
      description: 'Special product prices for the sales team.',
    },
    videosAdmin: {
      description: 'The LS Play videos and the Liberta video pages.',
    },
    ebooksAdmin: {
      description: 'E-book catalogue with PDF, price and public page.',
    },
    mySignatures: {
      description: 'Your subscriptions, their status and what each one includes.',
    },
    adminProfiles: {
      description: 'What each profile may see and do.',
    },
    profile: {
      description: 'Your details, picture and addresses.',
    },
    adminUsers: {
      description: 'Search, registration and profiles of the people on the platform.',
    },
    adminAudit: {
      description: 'Who did what, when and from where.',
    },
    adminOutbox: {
      description: 'E-mails and SMS sent by the platform.',
    },
    adminDataRequests: {
      description:
        'Personal data requests (LGPD): export, deletion and correction, with the legal deadline.',
    },
    privacyPolicy: {
      description: "How we handle your personal data, under Brazil's LGPD.",
    },
    privacyPoliciesAdmin: {
      description: "Each brand's privacy policy versions, the active one highlighted.",
    },
    login: {
      description: 'E-mail and password sign-in, password recovery and advisor login.',
    },
    cart: {
      description: 'Products, coupons, instalments and payment by Pix, card or bank slip.',
    },
    paymentSuccess: {
      description: 'Summary of the paid order and immediate access to the released products.',
    },
    token: {
      description: 'Direct entry to the platform from an access link sent to you.',
    },
    floating: {
      description: 'A broadcast in a compact window to follow while using other programs.',
    },
    feed: {
      description: 'News, featured broadcasts and recent recommendations in one place.',
    },
    clientLives: {
      description: 'Live broadcasts with moderated chat and replays of the rooms you subscribe to.',
    },
    broadcastView: {
      description: 'View of the live rooms and broadcast cards.',
    },
    broadcastsAdmin: {
      description: 'Live rooms, schedules, analysts and chat moderation.',
    },
    clientCourses: {
      description: 'Your courses with video lessons, progress and materials.',
    },
    clientEbooks: {
      description: 'Your e-book library to read online.',
    },
    lsPlay: {
      description: 'On-demand videos organised by playlists and categories.',
    },
    recommendationsAdmin: {
      description: 'Entry and follow-up of analyst recommendations.',
    },
    clientRecommendations: {
      description: 'Analyst buy and sell recommendations with entry, target and stop.',
    },
    recommendationStatus: {
      description: 'State of each recommendation: open, on target, stopped or closed.',
    },
    farol: {
      description: 'Market signal panel to guide the trading day.',
    },
    trackRecord: {
      description: 'Results of the closed recommendations: by analyst, by method and by month.',
    },
    schedule: {
      description: 'Weekly agenda of broadcasts and analysts.',
    },
    playlist: {
      description: 'Videos organised into playlists and programmes.',
    },
    categories: {
      description: 'Categories that organise courses, videos and content.',
    },
    subscriptionTypes: {
      description: 'Subscription plans, access periods and included content.',
    },
    methods: {
      description: 'Analysts’ trading methods and their setups.',
    },
    emailBind: {
      description: 'Linking purchase e-mails to user accounts.',
    },
    home: {
      description: 'Highlights, recommended trails and the latest Liberta content.',
    },
    store: {
      description: 'Courses, e-books and subscriptions available for purchase.',
    },
    subscriptions: {
      description: 'Active subscriptions, benefits and renewal.',
    },
    coursePlayer: {
      description: 'Watch the lessons and track your progress.',
    },
    certificate: {
      description: 'Public verification of a completion certificate.',
    },
    coursesAdmin: {
      description: 'Courses, modules, lessons and release rules.',
    },
    course: {
      description: 'Course page with syllabus, teachers and enrolment.',
    },
    ebook: {
      description: 'E-book page with contents, preview and purchase.',
    },
    internal: {
      description: 'Internal content and campaign pages.',
    },
    launch: {
      description: 'Launch page with sign-up and special conditions.',
    },
    subject: {
      description: 'Courses and e-books grouped by subject.',
    },
    myTrails: {
      description: 'Learning trails with steps and progress.',
    },
    contentVideo: {
      description: 'Video with live broadcast, recommendations and chat.',
    },
    biHub: {
      description: 'Business indicator dashboards.',
    },
    libertaStoreHub: {
      description: 'Liberta Store product showcase.',
    },
    investorCalendar: {
      description: 'Earnings, dividend and market event dates.',
    },
    podcasts: {
      description: 'Podcast episodes with analysis and interviews.',
    },
    contentQualification: {
      description: 'Content rated by investor profile and level.',
    },
    researchReports: {
      description: 'Entry and publication of research reports.',
    },
    trails: {
      description: 'Learning trails and their steps.',
    },
    launches: {
      description: 'Launch pages and campaigns.',
    },
    influencer: {
      description: 'Influencers and campaign follow-up.',
    },
    internalPolicies: {
      description: 'The company’s internal policies.',
    },
    libertaStoreAdmin: {
      description: 'Liberta Store products, prices and showcases.',
    },
    colors: {
      description: 'Colour palette of the store showcase.',
    },
    xpRelease: {
      description: 'Access release for customers coming from XP.',
    },
    tickers: {
      description: 'Traded assets and their codes.',
    },
    advisors: {
      description: 'Advisors shown on the Liberta Investimentos site.',
    },
    investmentPages: {
      description: 'Investment product pages of the site.',
    },
    faq: {
      description: 'Frequently asked questions and help articles.',
    },
    nps: {
      description: 'Satisfaction questions, survey sending and answers.',
    },
    staffAgenda: {
      description: 'The team’s appointments.',
    },
    myAdvisor: {
      description: 'Your advisor’s free times to book a conversation.',
    },
    research: {
      description: 'Research reports to read and download.',
    },
    hubHome: {
      description: 'Home page of the team’s internal hub.',
    },
    hubNotices: {
      description: 'Notices on the hub home: text, audience, display period and pinning.',
    },
    hubSalesForce: {
      description: 'Indicators and tools for the sales team.',
    },
    hubTickets: {
      description: 'Opening and follow-up of internal tickets.',
    },
    hubPolicies: {
      description: 'The company’s policies and procedures.',
    },
  },
};

export default {
  title: 'Brands',
  create: 'Create brand',
  loadFailed: 'The brands could not be loaded.',
  none: 'There are no brands yet.',
  empty: 'No brand matches the search or the filter.',
  search: 'Search',
  searchPlaceholder: 'Name or slug',
  filters: { subscription: 'Subscription', anySubscription: 'All subscriptions' },
  columns: {
    brand: 'Brand',
    country: 'Country',
    subscription: 'Subscription',
    state: 'State',
    features: 'Features',
  },
  platformBrand: 'Platform',
  state: { active: 'Active', inactive: 'Inactive' },
  featureCount_one: '{{count}} of {{total}}',
  featureCount_other: '{{count}} of {{total}}',
  countries: { cl: 'Chile', cr: 'Costa Rica', gt: 'Guatemala', mx: 'Mexico' },
  subscription: {
    active: 'Active',
    failed_payment: 'Failed payment',
    suspended: 'Suspended',
    inactive: 'Inactive',
  },
  subscriptionHints: {
    active: 'The brand’s console works without notices.',
    failed_payment:
      'Everyone sees a notice that the last payment could not be processed; administrators, with a link to update their payment details.',
    suspended:
      'A suspended-subscription notice: administrators can update their payment details; other users are told to ask for help.',
    inactive:
      'An inactive-subscription notice: administrators can update their payment details; other users are told to ask for help.',
  },
  features: {
    order_taker: {
      label: 'Order taking mode',
      description: 'Staff take orders by phone or in store on behalf of their customers.',
    },
    order_taker_report: {
      label: 'Order taking reports',
      description: 'Reports of the sales made in order taking mode.',
    },
    loyalty_program: {
      label: 'Loyalty programme',
      description: 'Rewards frequent customers; adds its screen to the console.',
    },
    points: {
      label: 'Points',
      description: 'Customers earn points with their purchases and redeem them.',
    },
    custom_landings: {
      label: 'Custom landing pages',
      description: 'The brand’s own landing pages for campaigns; adds its screen to the console.',
    },
    social_networks: {
      label: 'Social media catalogue',
      description: 'Publishes the products as a catalogue on social networks.',
    },
    best_selling_products: {
      label: 'Best-selling products',
      description: 'Highlights the best-selling products in the storefront.',
    },
    aloha: {
      label: 'Aloha integration',
      description: 'Sends the orders to each store’s Aloha point of sale.',
    },
    uberdaas: {
      label: 'Uber Direct integration',
      description: 'Stores can deliver with Uber couriers (Uber DaaS).',
    },
    places_lookup: {
      label: 'Address lookup',
      description: 'Suggests addresses while the customer types theirs.',
    },
    cookie_snackbar: {
      label: 'Cookie notice',
      description: 'The storefront shows the cookie notice to every new visitor.',
    },
    beta_policies: {
      label: 'Beta policies',
      description: 'Permissions on trial, before they reach every brand.',
    },
  },
  menuItems: {
    reports: 'Sales reports',
    payments: 'Payments',
    bestSellingProducts: 'Best-selling products',
    nps: 'NPS',
  },
  consolidation: {
    none: 'No consolidation',
    weekly: 'Weekly',
    monthly: 'Monthly',
  },
  form: {
    createLabel: 'New brand',
    editLabel: 'Brand',
    createTitle: 'New brand',
    editTitle: 'Edit {{name}}',
    back: 'Back to the brands',
    createSubmit: 'Create brand',
    created: 'Brand created.',
    updated: 'Brand saved.',
    notCreated: 'The brand could not be created.',
    notUpdated: 'The brand could not be saved.',
    loadFailed: 'The brand could not be loaded.',
    notFound: 'This brand does not exist.',
    brand: 'Brand',
    name: 'Name',
    slug: 'Slug',
    slugHint:
      'Identifies the brand in the API and in its links. Lower-case letters, digits and hyphens, no hyphen first or last; it cannot be changed later.',
    country: 'Country',
    countryHint:
      'Sets the currency ({{currency}}), the phone prefix ({{prefix}}) and the time zone ({{timeZone}}).',
    fixedHint: 'The slug and the country cannot be changed.',
    hostNames: 'Domains',
    hostNamesHint:
      'Where the brand’s console and storefront answer, e.g. orders.sushinorte.com. Type each one and press Enter.',
    hostNamesPlaceholder: 'orders.brand.com',
    featuresSection: 'Features',
    features: 'Features on',
    featuresHint:
      'What the brand has contracted: each feature adds screens or options to its console or storefront.',
    admin: 'First administrator',
    adminHint:
      'They will be the brand’s super admin. Once it is created you get a link for them to set their password (no e-mail is sent).',
    adminName: 'Full name',
    adminEmail: 'Email',
    subscription: 'Subscription',
    subscriptionHint: 'What the brand’s console shows its users, by the state of its subscription.',
    subscriptionStatus: 'Subscription status',
    console: 'Brand console',
    hiddenMenuItems: 'Hide from the menu',
    hiddenMenuItemsHint: 'Ticked items do not show in the brand’s menu; their screens still exist.',
    consolidationReport: 'Payment consolidation',
    consolidationReportHint:
      'How often the brand’s online sales are consolidated; without consolidation its console shows no Payments.',
    state: 'State',
    active: 'Active',
    activeHint:
      'An inactive brand does not answer: nobody can sign in to its console or order in its storefront.',
    platformStaysActive: 'This is the platform’s own brand: it cannot be deactivated.',
  },
  deactivate: {
    title: 'Deactivate {{name}}?',
    text: 'Its console and storefront will stop answering: its users will not be able to sign in and its customers will not be able to order.',
    onSave: 'The change applies when you save, and you can activate it again at any time.',
    confirm: 'Deactivate',
  },
  adminLink: {
    title: 'Link for the administrator',
    text: 'If the brand’s first administrator lost their link or it expired, make a new one to hand over (no e-mail is sent). It only works while they have not set their password.',
    ask: 'Make a new link',
    for: 'Link for {{name}} ({{email}})',
  },
  created: {
    title: 'Brand created',
    text: '{{name}} has its five roles and its first administrator. Its slug is {{slug}}.',
    linkTitle: 'Link for the first administrator',
    linkText:
      'Hand them this link to set their password and sign in to the brand’s console (no e-mail is sent). It is only shown now.',
    link: 'Link',
    validUntil: 'Good once, until {{until}}',
    copy: 'Copy',
    copied: 'Copied',
    open: 'See {{name}}',
    another: 'Create another brand',
  },
};

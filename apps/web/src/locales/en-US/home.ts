import type { LocaleOf } from '../../shared/i18n/locale-types';
import type zh from '../zh-CN/home';

const home: LocaleOf<typeof zh> = {
  greeting: 'Welcome back, {{name}}',
  greetingNew: 'Welcome to AdPlan, {{name}}',
  numbers: {
    title: 'Your advertising figures',
    period: 'Period {{start}} to {{end}}',
    periodUnknown: 'Period unknown',
    spend: 'Spend',
    sales: 'Sales',
    orders: 'Orders',
    open: 'Open the account overview',
    none: 'No account figures yet: generate a plan from an uploaded bulk file, or diagnose a linked shop, and spend, sales, orders, ACOS and CPC appear here.',
  },
  intro:
    'AdPlan turns your products and Amazon Ads data into advertising plan spreadsheets you can upload through bulk operations, or have uploaded for you once your shop is authorised.',
  account: {
    title: 'My package',
    balance: 'Remaining uses',
    balanceUnit: 'uses',
    expiry: 'Package expires',
    none: 'None',
    expired: 'Expired',
    perPlan: 'Each generated plan uses 1; a failed generation uses nothing.',
    noUses: 'You have no uses left: buy a package to generate plans.',
    buyPackage: 'See packages',
    refreshFailed: 'Your package could not be refreshed; the figures are from when you logged in.',
    personalCenter: 'Personal centre',
  },
  service: {
    title: 'Support hours',
    days: 'Monday to Friday (Beijing time, GMT+8)',
    open: 'Support is online',
    closed: 'Outside support hours',
    openHint: 'Contact support now for a quick answer.',
    closedHint: 'Support is offline now; messages are answered in the next working hours.',
    contactLink: 'Leave a message',
    assistantLink: 'Ask the ad Q&A assistant',
  },
  families: {
    title: 'Two kinds of tools: which one is for you?',
    markets: 'Marketplaces: {{markets}}',
    withoutAuth: {
      title: 'Without shop authorisation',
      tag: 'Upload spreadsheets',
      body: 'Download the bulk operations spreadsheet and the related reports from Amazon Ads, upload them here and get an advertising plan spreadsheet; check it, then upload it back to Amazon through bulk operations.',
      fit: 'For sellers who prefer not to authorise their shop yet, or who want to review each line before uploading.',
    },
    withAuth: {
      title: 'With shop authorisation',
      tag: 'Recommended',
      body: 'Once your Amazon Ads account is authorised, the tools read your ad data directly, upload plans to the ads console automatically, adjust bids by time of day (schedule bidding) and run ad diagnostics.',
      sellerOnly: 'Seller accounts only (not Vendor accounts); you can authorise several shops.',
      waiting: 'A newly authorised shop needs 2 days to prepare its data before it can be used.',
      diagnostics: 'Ad diagnostics cover only campaigns created or optimised by these tools.',
    },
  },
  adTypes: {
    coldStartLink: 'Cold start tool',
    optimisationLink: 'Optimisation tool',
    title: 'Ad types',
    keyword: {
      family: 'Sponsored Products',
      title: 'Keyword targeting',
      body: 'Builds broad and exact match ad groups around your main search terms, with bids and budget. For products whose buyers’ search terms you already know.',
    },
    asin: {
      family: 'Sponsored Products',
      title: 'ASIN targeting',
      body: 'Shows your ads on the detail pages of competing or related products. Enter a child ASIN (not the parent); a new product needs a strong competitor ASIN.',
    },
    auto: {
      family: 'Sponsored Products',
      title: 'Automatic targeting',
      body: 'Amazon matches search terms and products from your listing; good for finding traffic for a new product, with grouping, bid and budget advice from the tool.',
    },
    sbv: {
      family: 'Sponsored Brands',
      title: 'Video ads (SBV)',
      body: 'Shows a product video in search results; needs your brand entity ID and a video asset approved by Amazon.',
    },
  },
  stages: {
    scheduleLink: 'Schedule bidding',
    uploadCheckLink: 'Pre-upload check',
    historyLink: 'Usage records',
    title: 'Cold start or optimisation?',
    coldStart: {
      title: 'Cold start',
      body: 'For new ads, or products without enough ad data yet: from your daily budget, organic conversion rate and target cost per sale, the tool builds the campaign structure and the first bids.',
    },
    optimisation: {
      title: 'Optimisation',
      body: 'For ads that have run for a while: upload recent bulk sheets and reports, and the tool studies every keyword, product and placement to suggest bid changes, negatives and budget moves. Once clicks exceed {{clicks}}, switch to optimisation.',
    },
  },
  steps: {
    title: 'Your first plan',
    account: 'Check your package: each generated plan needs 1 remaining use.',
    choose:
      'Choose a tool: the authorised tools if your shop is authorised, otherwise the spreadsheet tools; then pick the ad type and the stage (cold start or optimisation).',
    prepare:
      'Prepare the data: download the bulk sheet or reports from Amazon Ads as the page explains, and fill in the marketplace, daily budget and other parameters.',
    generate:
      'Generate: 99% of plans are ready within {{seconds}} seconds. Download the spreadsheet and upload it through Amazon bulk operations, or let the authorised tools upload it.',
    history:
      'Plans and schedule bidding strategies are kept for {{days}} days and can be downloaded again during that time.',
  },
};

export default home;

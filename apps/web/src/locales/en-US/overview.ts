import type { LocaleOf } from '../../shared/i18n/locale-types';
import type zh from '../zh-CN/overview';

const overview: LocaleOf<typeof zh> = {
  intro:
    'Your latest advertising figures: the files you uploaded to generate a plan, or the reports pulled when you diagnosed a linked shop.',
  source: {
    label: 'Data source',
    upload: 'Uploaded files · {{marketplace}}',
    shop: 'Shop {{shop}} · {{marketplace}}',
  },
  period: 'Period {{start}} to {{end}}',
  periodUnknown: 'Period unknown (the file name has no dates)',
  readAt: 'Read {{time}}',
  shopScope: 'Shop figures cover the campaigns this tool created or optimised.',
  cards: {
    spend: 'Spend',
    sales: 'Sales',
    orders: 'Orders',
    acos: 'ACOS',
    cpc: 'CPC',
    cpcHint: 'Average cost per click',
    acosHint: 'Spend ÷ sales',
  },
  charts: {
    byCampaign: 'Spend and sales by campaign (the 10 with most spend)',
    trend: 'Daily trend',
    spend: 'Spend',
    sales: 'Sales',
    orders: 'Orders',
    noDaily:
      'These figures are not daily. Upload a daily report (for example a targeting report with the time unit "Daily") to see the trend.',
    loading: 'Loading the chart…',
  },
  wasters: {
    title: 'Worst wasters',
    hint: 'Spent the account’s average cost per order without an order, or 15+ clicks at twice the account’s cost per order or more.',
    empty: 'No keyword or target is clearly wasting spend.',
    noOrders: 'No orders',
    poorReturn: 'Orders too costly',
    excess: '{{amount}} too much',
  },
  converters: {
    title: 'Best converters',
    hint: 'At least 2 orders, at or under the account’s average cost per order.',
    empty: 'No keyword or target has 2 orders at a good cost yet.',
  },
  referenceCps: 'Account cost per order {{amount}}',
  tabs: {
    campaigns: 'Campaigns ({{count}})',
    targets: 'Keywords and targets ({{count}})',
    placements: 'Placements ({{count}})',
  },
  shownOf: 'The {{shown}} with most spend of {{total}}',
  columns: {
    campaign: 'Campaign',
    adGroup: 'Ad group',
    target: 'Keyword / target',
    placement: 'Placement',
    impressions: 'Impressions',
    clicks: 'Clicks',
    spend: 'Spend',
    sales: 'Sales',
    orders: 'Orders',
    acos: 'ACOS',
    cpc: 'CPC',
    cps: 'Cost per order',
    action: 'Act on it',
  },
  act: 'Open {{tool}}',
  matchType: { exact: 'Exact', phrase: 'Phrase', broad: 'Broad' },
  kind: { keyword: 'Keyword', product: 'Product target', auto: 'Auto targeting' },
  adProduct: { SP: 'Sponsored Products', SB: 'Sponsored Brands' },
  placement: {
    top: 'Top of search (first page)',
    restOfSearch: 'Rest of search',
    productPage: 'Product pages',
    amazonBusiness: 'Amazon Business',
    home: 'Home page',
    detailPage: 'Detail page',
    other: 'Other placements',
    offAmazon: 'Off Amazon',
    unknown: 'Unrecognised placement',
  },
  empty: {
    title: 'No account figures yet',
    body: 'Generate a plan from an uploaded bulk file, or run an ad diagnosis of a linked shop, and this page shows spend, sales, orders, ACOS and CPC, the figures of each campaign, target and placement, and the worst wasters and best converters. The figures are kept 30 days, like plans.',
    upload: 'Upload files for keyword optimisation',
    shop: 'Diagnose a linked shop',
  },
};

export default overview;

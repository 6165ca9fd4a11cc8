import type { LocaleOf } from '../../shared/i18n/locale-types';
import type zh from '../zh-CN/shops';

const shops: LocaleOf<typeof zh> = {
  marketplace: { US: 'United States', CA: 'Canada' },
  status: { pending: 'Preparing', active: 'Ready', reauthorize: 'Authorise again' },
  method: {
    title: 'Shop authorisation',
    intro:
      "Authorise AdPlan to manage your ads through Amazon's own Login with Amazon. The authorised tools can then upload plans, change bids by time of day and diagnose your ads.",
    chooseMarketplace: 'Choose a marketplace',
    marketplaceHint:
      'The US and Canada share one Amazon North America account: one authorisation links the Seller shops of that account in both marketplaces.',
    stepsTitle: 'How it works',
    step1:
      'Click "Authorize now"; you go to Amazon\'s own consent page (AdPlan never sees your Amazon password).',
    step2: 'Sign in with the shop\'s Amazon account and click "Allow".',
    step3: 'Come back to AdPlan and see the linked shops.',
    rulesTitle: 'Good to know',
    sellerOnly: 'Only Seller accounts can be authorised; Vendor and agency accounts are refused.',
    readyAfter:
      'A newly linked shop can be used by the authorised tools after 2 days (Amazon prepares its ad data).',
    permissionsTitle: 'What AdPlan does with this access',
    permissions:
      'Reads advertising profiles, campaigns and reports; creates or changes campaigns, ad groups, keywords, targets and bids after you confirm a plan; runs the schedule bidding rules you set. AdPlan does not access orders, buyer data or payment methods.',
    revokeTitle: 'How to revoke',
    revoke:
      'Unlink the shop under "Authorised shops" and AdPlan deletes its stored tokens at once. Amazon offers no revocation endpoint for Ads authorisations; to remove the access at Amazon too, sign in to Amazon and remove AdPlan under "Login & security › Apps using Login with Amazon" (amazon.com/ap/adam).',
    authorizeNow: 'Authorize now',
    redirecting: 'Going to Amazon…',
    failed: 'The authorisation could not start',
    viewShops: 'View authorised shops',
  },
  list: {
    title: 'Authorised shops',
    authorizeMore: 'Authorise a new shop',
    columns: {
      shopName: 'Shop name',
      marketplace: 'Marketplace',
      authorizedAt: 'Authorised',
      usableFrom: 'Usable from',
      status: 'Status',
      actions: 'Actions',
    },
    beijingTime: 'Beijing time',
    marketplaceTime: 'Marketplace time {{time}}',
    empty: 'No shop authorised yet',
    emptyHint: 'Two days after authorising, the authorised tools can upload plans to the shop.',
    unlink: 'Unlink',
    unlinkConfirmTitle: 'Unlink "{{shop}}"?',
    unlinkConfirmBody:
      "AdPlan deletes the shop's Amazon tokens and can no longer upload or change bids there; plans and history are kept. To remove the access at Amazon too, remove AdPlan at amazon.com/ap/adam.",
    unlinked: 'Shop unlinked',
    reauthorizeHint: 'The Amazon authorisation is no longer valid. Please authorise again.',
    loadFailed: 'The authorised shops could not be loaded',
  },
  result: {
    working: 'Completing the authorisation…',
    successTitle: 'Authorisation complete',
    successSubtitle: '{{count}} shop(s) linked; the authorised tools can use them 2 days after linking.',
    usableFrom: 'Usable from {{time}} (Beijing time)',
    refusedTitle: 'Not linked',
    refusedReason: {
      notSeller: 'Not a Seller account',
      marketplace: 'Marketplace not supported (US and Canada only)',
    },
    failedTitle: 'The authorisation did not complete',
    errorCode: 'Error code: {{code}}',
    cancelledTitle: 'You cancelled on Amazon',
    cancelledSubtitle:
      'No shop was linked. To use the authorised tools, authorise again and click "Allow" on Amazon\'s page.',
    amazonError: 'Amazon reported an error ({{error}}); no shop was linked. Please authorise again.',
    missingTitle: 'No authorisation result arrived from Amazon',
    missingSubtitle: 'Start from the shop authorisation page with "Authorize now".',
    tryAgain: 'Authorise again',
    viewShops: 'View authorised shops',
  },
};

export default shops;

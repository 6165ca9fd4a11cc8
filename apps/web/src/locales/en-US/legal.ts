// Legal texts in English: terms of service, privacy policy, third-party services. Same sections and anchors
// as the zh-CN source.
import type zh from '../zh-CN/legal';
import type { LocaleOf } from '../../shared/i18n/locale-types';

type LegalDocumentText = LocaleOf<typeof zh>['terms'];

const terms: LegalDocumentText = {
  title: 'Terms of Service',
  date: '2026-11-21',
  intro: [
    'Welcome to AdPlan (广告方案助手, "the Service"). These terms are the agreement between you and the operator of the Service ("we", "us") on registering for, signing in to and using the Service. Please read them carefully before you tick "I have read and agree", in particular section 6 (Plan recommendations and limitation of liability) and section 10 (Governing law and disputes).',
    'By ticking the box, registering or signing in you confirm that you have read and accept these terms, the Privacy Policy and the Third-Party Services notice. If you do not agree, please do not register or use the Service.',
  ],
  sections: [
    {
      id: 'service',
      title: '1. What the Service does',
      paragraphs: [
        'The Service is for Amazon sellers. From the bulk-operation spreadsheets, search-term reports and hourly reports you upload, or from the data of a shop you authorise, it generates advertising plans as spreadsheets for Sponsored Products (keyword targeting, product/ASIN targeting, automatic targeting) and Sponsored Brands Video. Each ad type has a cold-start flow (new ads) and an optimisation flow (existing ads).',
        'The tools without shop authorisation support the US, UK, CA and JP marketplaces: you upload the files downloaded from the Amazon Ads console and receive a plan you can upload through Amazon bulk operations. The tools with shop authorisation support the US and CA marketplaces: plans can be uploaded to Amazon Ads automatically, with schedule (dayparting) bidding and ad diagnostics.',
        'Other features: recharge and packages, e-invoices, usage history, an advertising Q&A bot, manuals, a hosted ad service, courses and accompanied coaching, customer support, the update log and a personal centre.',
      ],
    },
    {
      id: 'account',
      title: '2. Your account and its security',
      paragraphs: [
        'You register with a mainland China mobile number and an SMS verification code, and choose a user name and a password of 6-20 characters. You can sign in with user name and password, phone number and password, or phone number and SMS code.',
        'Keep your password and codes safe and do not lend, transfer or share your account. Actions taken with your account are treated as your own. If you suspect misuse, change your password at once and contact us.',
        'The information you give for registration and invoices must be true and accurate. We may suspend or close an account that breaks these terms or the law.',
      ],
    },
    {
      id: 'billing',
      title: '3. Prepaid uses and packages',
      paragraphs: [
        'The Service is prepaid: every plan that is generated successfully consumes one use. A failed generation consumes nothing, and parameter checks are free.',
        'Packages (CNY, tax included): Basic 699 per month, 10 uses, valid 30 days; Standard 1999 per month, 30 uses, valid 30 days; Pro 19999 per year, 360 uses, valid 365 days. Uses left when a package expires can no longer be used.',
        'Other offerings: accompanied coaching 3999 per SKU for 45 days with 10 extra uses; online course 2999 with 10 extra uses; course plus coaching 6699 with 20 extra uses; hosted ad service at 3% of ad sales, for at least 3 months, with a prepayment of 20,000 and at least 8,000 per month, and a daily budget of at least USD 50 per managed SKU. The order page shows the binding price.',
        'You can pay online (Alipay) or by bank transfer to our company account. Online payments normally arrive at once, otherwise within 5-10 minutes; an order must be paid within 5 minutes of its creation or it expires. Bank transfers are credited once the payment has been verified.',
        'Packages that have been activated are not refundable, except where the law requires it or we cannot provide the Service for reasons of our own. You can request an e-invoice from your purchase history; it is normally issued within 3-7 working days and sent to the email address you give.',
      ],
    },
    {
      id: 'data',
      title: '4. Uploaded files and plan data',
      paragraphs: [
        'The spreadsheets and reports you upload are used only to generate the plan you asked for and are not kept once it has been generated. We do not use them for any other purpose or show them to other users.',
        'Generated plan spreadsheets and schedule-bidding strategies are kept for 30 days; you can see and download them under Usage history. After 30 days they are deleted for good, so download any plan you want to keep.',
        'You confirm that you have the right to use the data you upload and that it contains nothing unlawful and no personal information of other people.',
      ],
    },
    {
      id: 'shop',
      title: '5. Shop authorisation',
      paragraphs: [
        "The authorised tools need your permission, given on the official authorisation page of the Amazon Advertising API, to access your shop's advertising data. Only Seller accounts can authorise, not Vendor accounts; you can authorise several shops, and a newly authorised shop needs 2 days of data preparation before it can be used.",
        'We read campaigns, ad groups, keywords, targets and reports only for the operations you start, and create or change ads and apply schedule bidding only after you confirm. You can revoke the authorisation at any time under Shop authorisation or in the Amazon Ads console; we then stop accessing the shop and delete the authorisation token.',
        'Ad diagnostics cover only campaigns created or optimised by the Service.',
      ],
    },
    {
      id: 'disclaimer',
      title: '6. Plan recommendations and limitation of liability',
      paragraphs: [
        'A plan is a recommendation calculated from the data you provide and from rules based on advertising experience; it is not a promise of any advertising result, sales or profit. Budgets, bids and results depend on competition, Amazon policies, the product itself and other factors. Check budgets, bids and targeting before you upload or enable a plan; you are responsible for your advertising decisions and the ad spend they cause.',
        'To the extent the law allows, we are not liable for interruptions or losses caused by changes to Amazon policies, failures of third-party interfaces, network outages, force majeure or other causes beyond our control. In any case our total liability is limited to the fees you actually paid for the service concerned in the preceding 12 months.',
      ],
    },
    {
      id: 'conduct',
      title: '7. Acceptable use',
      paragraphs: [
        "You may not use the Service for anything unlawful or in breach of Amazon's terms, register accounts in bulk, scrape or attack the Service by automated means, reverse-engineer it, resell it or otherwise provide it to third parties.",
      ],
    },
    {
      id: 'ip',
      title: '8. Intellectual property',
      paragraphs: [
        'The software, interface, rule models, manuals and course material of the Service belong to us. You may use the plans you generate for running your own shops without restriction.',
      ],
    },
    {
      id: 'changes',
      title: '9. Changes and termination',
      paragraphs: [
        'We may change these terms when our business or the law changes. The new version is published on this page, and significant changes are shown to you when you sign in. Continuing to use the Service means you accept the changed terms.',
        'You can ask us to close your account. We then delete or anonymise your personal information, except the transaction and invoice records the law requires us to keep.',
      ],
    },
    {
      id: 'law',
      title: '10. Governing law and disputes',
      paragraphs: [
        "These terms are governed by the laws of the People's Republic of China (excluding Hong Kong, Macao and Taiwan). Both sides will first try to settle any dispute amicably; failing that, either side may bring it before the competent people's court where we are located.",
      ],
    },
    {
      id: 'contact',
      title: '11. Contact',
      paragraphs: [
        'For any question about these terms, reach our support through the Contact us page of the console. Service hours: Monday to Friday 08:30-12:00 and 13:30-18:00 (Beijing time, GMT+8).',
      ],
    },
  ],
};

const privacy: LegalDocumentText = {
  title: 'Privacy Policy',
  date: '2026-11-21',
  intro: [
    "We take your personal information seriously and process it in line with the Personal Information Protection Law (PIPL), the Data Security Law and the Cybersecurity Law of the People's Republic of China. This policy explains what AdPlan collects, why, how it is used, how long it is kept, who receives it and what rights you have.",
  ],
  sections: [
    {
      id: 'collect',
      title: '1. What we collect',
      items: [
        'Account: user name, mobile number and password (stored only as an irreversible hash; we cannot see your password). The console shows the mobile number with its middle four digits masked.',
        'SMS verification records, used for registration, sign-in and password recovery; codes expire after a short time.',
        'Transactions: order number, amount, package type, payment provider trade number, payment time, remaining uses and expiry date.',
        'Invoice details: invoice title (company name), unified social credit code and the email address that receives invoices.',
        'Files you upload: processed only while your plan is generated and not kept afterwards.',
        'Plans and usage history: generation time, plan name, plan spreadsheet and schedule-bidding rules, kept for 30 days.',
        'Shop authorisation: shop name, marketplace, authorisation date and the token Amazon returns (stored encrypted).',
        'Logs: sign-in time, IP address, browser type and operation records, for security auditing and troubleshooting.',
      ],
    },
    {
      id: 'use',
      title: '2. How we use it',
      items: [
        'To provide the Service: create and verify your account, generate plans, deduct uses and, once you authorise a shop, upload plans to Amazon Ads and apply schedule bidding.',
        'For payments and invoices: process orders, reconcile payments and issue e-invoices.',
        'For security: detect unusual sign-ins and stop SMS abuse and attacks.',
        'To improve the Service, using de-identified statistics only. We never use your advertising data to train models offered to other customers, and we never sell any of your data.',
      ],
    },
    {
      id: 'cookies',
      title: '3. Cookies and local storage',
      paragraphs: [
        "A session cookie that only the server can read keeps you signed in, and a cookie named csrftoken protects against cross-site request forgery. The browser's local storage holds only your interface settings (language, layout, collapsed sidebar and the like) and schedule-bidding drafts, which are removed after 7 days. We use no third-party advertising or tracking cookies.",
      ],
    },
    {
      id: 'retention',
      title: '4. How long we keep it',
      items: [
        'Uploaded files: not kept once the plan has been generated.',
        'Plan spreadsheets and schedule-bidding strategies: deleted automatically after 30 days.',
        'Account information: for as long as your account exists; deleted or anonymised when it is closed.',
        'Orders and invoices: for the periods required by accounting and tax law.',
        'Security logs: at least 6 months, as cybersecurity law requires, then deleted.',
      ],
    },
    {
      id: 'sharing',
      title: '5. Sharing, processors and cross-border transfer',
      paragraphs: [
        'We give the SMS provider, the payment provider, the e-invoice platform, the hosting provider and the Amazon Advertising API only what each needs to do its job; the Third-Party Services notice lists it. Our contracts with processors fix the purpose, the method and the security duties and forbid any other use.',
        "When you authorise a shop, advertising operations are sent to Amazon's advertising servers outside mainland China. They carry advertising data only (campaigns, keywords, bids, budgets), never your mobile number or other personal details. We ask for your separate consent before you authorise.",
        'Apart from that, we disclose personal information to no one, unless the law requires it or a competent authority lawfully demands it.',
      ],
    },
    {
      id: 'security',
      title: '6. Security',
      paragraphs: [
        'Traffic is encrypted with HTTPS, passwords are hashed with argon2id, session tokens are stored as hashes, authorisation tokens are encrypted, and staff access follows least privilege with audit logs. If a personal-information security incident occurs, we inform you and the authorities as the law requires.',
      ],
    },
    {
      id: 'rights',
      title: '7. Your rights',
      items: [
        'Access and copy: see your information and transactions in Personal centre, Usage history and Purchase history, or ask support for a copy.',
        'Correct and complete: edit your invoice details in Personal centre, or ask support to correct anything else.',
        'Delete: ask us to delete personal information once its purpose has been met, when you withdraw consent, or if we processed it in breach of our commitments.',
        'Withdraw consent: revoke a shop authorisation at any time; processing done before the withdrawal stays lawful.',
        'Close your account: ask support to close it.',
        'Explanation: ask us to explain how we process your personal information.',
      ],
      paragraphs: ['We answer within 15 working days of receiving your request and verifying your identity.'],
    },
    {
      id: 'minors',
      title: '8. Minors',
      paragraphs: ['The Service is for businesses and sole traders and is not offered to anyone under 18.'],
    },
    {
      id: 'changes',
      title: '9. Changes to this policy',
      paragraphs: [
        'When this policy changes we publish the new version on this page with a new date. Significant changes to purposes, methods or third parties are shown to you separately when you sign in, and we ask for your consent.',
      ],
    },
    {
      id: 'contact',
      title: '10. Contact',
      paragraphs: [
        'For any question, comment or complaint about this policy or about how we handle personal information, contact our personal-information protection officer through the Contact us page of the console. Service hours: Monday to Friday 08:30-12:00 and 13:30-18:00 (Beijing time). If you are not satisfied with our answer, you may complain to the cyberspace or market regulation authorities.',
      ],
    },
  ],
};

const thirdParty: LegalDocumentText = {
  title: 'Third-Party Services',
  date: '2026-11-21',
  intro: [
    'To provide the features of AdPlan we rely on the third-party services below. This page says what each is used for and which data it receives. Each receives only the minimum it needs.',
  ],
  table: {
    columns: ['Service', 'Provider', 'Used for', 'Data it receives'],
    rows: [
      [
        'Amazon Advertising API',
        'Amazon Advertising LLC',
        'shop authorisation, reading ads and reports, uploading plans, schedule bidding, ad diagnostics',
        'authorisation token; campaigns, ad groups, keywords, ASINs/SKUs, bids and budgets',
      ],
      [
        'SMS',
        'Aliyun SMS or Tencent Cloud SMS',
        'verification codes for registration, sign-in and password recovery',
        'mobile number, text of the code message',
      ],
      ['Online payment', 'Alipay', 'recharge and packages', 'order number, amount, product name'],
      [
        'Bank transfer',
        'your bank and our receiving bank',
        'payment by company transfer',
        'payer name, account number, amount, payment reference',
      ],
      [
        'E-invoice',
        'the State Taxation Administration e-invoice platform or its authorised provider',
        'issuing e-invoices',
        'invoice title, unified social credit code, amount, email address',
      ],
      [
        'Hosting',
        'a cloud provider in mainland China',
        'running the servers and the database',
        'all data the Service runs on (stored encrypted; the provider may not use it)',
      ],
      [
        'Advertising Q&A bot',
        'a large-language-model provider',
        'answering advertising questions',
        'the text of your question (no account details)',
      ],
    ],
  },
  sections: [
    {
      id: 'amazon',
      title: '1. Amazon Advertising API',
      paragraphs: [
        "Used only when you use the authorised tools and authorise a shop yourself. The authorisation happens on Amazon's own sign-in page: we never see your Amazon password and keep only the token Amazon returns, encrypted.",
        "We send advertising operations to Amazon (create or change campaigns, ad groups, keywords and targets, adjust bids and budgets) and read advertising reports. These requests go to Amazon's servers outside mainland China and contain no personal details such as your mobile number. You can revoke the authorisation at any time under Shop authorisation or in the Amazon Ads console.",
      ],
    },
    {
      id: 'sms',
      title: '2. SMS (Aliyun / Tencent Cloud)',
      paragraphs: [
        'Sends the 6-digit codes for registration, sign-in and password recovery. The SMS provider receives your mobile number and the text of the message, uses them only to deliver it and keeps delivery records under its own privacy policy.',
      ],
    },
    {
      id: 'payment',
      title: '3. Online payment (Alipay) and bank transfer',
      paragraphs: [
        "When you pay online you complete the payment on Alipay's page. We send Alipay only the order number, amount and product name, and receive the payment result and Alipay's trade number; we never see your card number or payment password.",
        "When you pay by bank transfer you pay from your own bank to our company account. We match the payer's name, the amount and the order number in the payment reference against the bank's statement.",
      ],
    },
    {
      id: 'invoice',
      title: '4. E-invoices',
      paragraphs: [
        'When you request an invoice we send the invoice title, unified social credit code, amount and your email address to the e-invoice platform. The invoice is emailed to you, normally within 3-7 working days.',
      ],
    },
    {
      id: 'hosting',
      title: '5. Hosting and data storage',
      paragraphs: [
        'The Service runs on cloud servers in mainland China, where the database and the generated plans are stored. The cloud provider supplies computing and storage only and is contractually barred from accessing or using the data.',
      ],
    },
    {
      id: 'assistant',
      title: '6. Advertising Q&A bot',
      paragraphs: [
        'When you use the Q&A bot, the text of your question is sent to a large-language-model provider to produce the answer. Please do not put your mobile number, passwords or other personal details into a question.',
      ],
    },
    {
      id: 'changes',
      title: '7. Changes',
      paragraphs: [
        'If we replace or add a third-party service we update this page; significant changes that affect your personal information are announced separately and need your consent.',
      ],
    },
  ],
};

const legal: LocaleOf<typeof zh> = {
  common: {
    toc: 'Contents',
    updated: 'Updated: {{date}}',
    effective: 'Effective: {{date}}',
    backToLogin: 'Back to sign in',
    backHome: 'Back to home',
    print: 'Print',
    related: 'Related documents',
  },
  terms,
  privacy,
  thirdParty,
};

export default legal;

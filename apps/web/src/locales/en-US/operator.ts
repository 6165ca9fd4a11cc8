import type { LocaleOf } from '../../shared/i18n/locale-types';
import type zh from '../zh-CN/operator';

const operator: LocaleOf<typeof zh> = {
  title: "Operator's desk",
  notOperator: "You do not have access to the operator's desk.",
  tabs: {
    transfers: 'Transfers to confirm',
    invoices: 'Invoices to issue',
    ledger: 'Seller ledger',
    audit: 'Audit log',
  },
  user: 'Seller',
  confirm: 'Confirm receipt',
  confirmTitle: 'Confirm that the transfer for order {{order}} has arrived?',
  bankReference: 'Bank reference (optional)',
  issue: 'Record issue',
  issueTitle: 'Record invoice #{{id}}',
  invoiceNumber: 'Invoice number',
  issuedOn: 'Issue date',
  pdfUrl: 'PDF link',
  userName: 'User name',
  lookUp: 'Look up',
  adjustTitle: 'Manual adjustment',
  uses: 'Uses (negative to remove)',
  validDays: 'Extend validity (days, optional)',
  reason: 'Reason',
  adjust: 'Apply adjustment',
  actor: 'Operator',
  action: 'Action',
  subject: 'Subject',
  detail: 'Detail',
  time: 'Time',
  empty: 'Nothing here',
  kind: 'Kind',
  reference: 'Reference',
  actions: {
    grant: 'Granted operator rights',
    revoke: 'Revoked operator rights',
    confirm_transfer: 'Confirmed a transfer',
    issue_invoice: 'Recorded an invoice',
    adjust: 'Adjusted uses',
    view_ledger: 'Viewed a ledger',
  },
  subjects: { order: 'Order {{id}}', invoice: 'Invoice #{{id}}', user: 'User {{id}}' },
};

export default operator;

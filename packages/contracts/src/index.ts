// Public entry of @adplan/contracts: the calls (schemas), messages, validators, constants and routes that
// server and web share. Imports nothing of ours.
export * from './accounts/accounts-calls';
export * from './accounts/account-call-table';
export * from './api/api-answer';
export * from './api/call-definition';
export * from './api/http-protocol';
export * from './i18n/messages';
export * from './errors/error-catalogue';
export * from './validation/validators';
export * from './constants';
export * from './billing/billing-constants';
export * from './billing/billing-errors';
export * from './plans/plans-constants';
export * from './plans/plans-errors';
export * from './plans/plan-parameters';
export * from './plans/plan-parameter-messages';
export * from './routes/route-table';
export * from './plans/schedule-cache';
export * from './plans/plans-calls';
export * from './plans/plans-call-table';
export * from './plans/plans-messages';
export * from './plans/plans-routes';
export * from './plans/exact-ad-group-name';

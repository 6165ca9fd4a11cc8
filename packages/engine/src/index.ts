// Public entry of @adplan/engine: bytes in, plan out. No HTTP, no database, no UI.
export * from './model/ids';
export * from './model/units';
export * from './model/metrics';
export * from './model/account';
export * from './model/reports';
export * from './model/bulk-row';
export * from './model/plan';
export * from './model/schedule';
export * from './model/flow';
export * from './amazon/marketplaces';
export * from './amazon/bulk-columns';
export * from './errors/engine-error';
export * from './read/read-api';
export * from './write/write-api';
export * from './validate/validate-api';
export * from './plans/plans-api';
export * from './use-cases/generate-plan';

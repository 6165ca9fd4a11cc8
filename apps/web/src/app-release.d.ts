/** The build that runs (set by vite.config.ts): reported with client errors to match them to the code. */
declare const __APP_RELEASE__: string;

/// <reference path="./build-env.d.ts" />
// Public surface of the shared contract; one entry so Module Federation shares one instance.
export * from './events';
export * from './plans';
export * from './routes';
export * from './screens';
export * from './country';
export * from './store';
export * from './singletons';
export * from './api-client';
export * from './customer-client';
export * from './return-to-checkout';
export * from './session-tokens';

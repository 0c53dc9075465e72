export * from './slug.js';
export * from './registration-window.js';
export * from './tickets.js';
export * from './money.js';
export * from './dates.js';
export * from './messages.js';
export * from './types.js';
export * from './registration-types.js';

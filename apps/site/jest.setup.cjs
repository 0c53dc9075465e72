// jsdom lacks TextEncoder/TextDecoder, which react-router reads when it loads.
const { TextDecoder, TextEncoder } = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;

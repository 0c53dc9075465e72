/*
 * Razorpay's Checkout script and the error of a failed load, apart from ./razorpay.ts: forms name the error
 * in their first load, while the loader itself is fetched only when a payment starts.
 */
export const RAZORPAY_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';
export const SCRIPT_LOAD_FAILED = `Failed to load the Razorpay checkout script (${RAZORPAY_CHECKOUT_SCRIPT})`;

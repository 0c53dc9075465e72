/**
 * Runs `callback` once the browser is idle (at the latest after `timeoutMs`), or on the next turn where it has
 * no idle callbacks. Answers the function that cancels it, for an effect's clean-up.
 */
export function whenIdle(callback: () => void, timeoutMs = 3000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const idle = window.requestIdleCallback(() => callback(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(idle);
  }
  const timer = window.setTimeout(callback, 0);
  return () => window.clearTimeout(timer);
}

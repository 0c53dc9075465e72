/**
 * The check-in screen's colours and sizes, in one place. Verdict colours are chosen to be told apart in
 * sunlight and by people who do not see red and green apart: each verdict also has its own word and
 * symbol, and every text/background pair is above 7:1 contrast (WCAG AAA).
 */
export const checkInTheme = {
  font: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  page: { background: '#ffffff', text: '#111111', muted: '#3f3f46', border: '#52525b' },
  primary: { background: '#7c2d12', text: '#ffffff' },
  secondary: { background: '#f4f4f5', text: '#111111' },
  focus: '#1d4ed8',
  online: { background: '#064e3b', text: '#ffffff' },
  offline: { background: '#18181b', text: '#fde047' },
  verdict: {
    admitted: { background: '#065f46', text: '#ffffff', symbol: '✓' },
    'already-checked-in': { background: '#fde047', text: '#111111', symbol: '!' },
    'not-for-this-event': { background: '#1e3a8a', text: '#ffffff', symbol: '✕' },
    cancelled: { background: '#7f1d1d', text: '#ffffff', symbol: '✕' },
    forged: { background: '#000000', text: '#ffffff', symbol: '✕' },
    'unknown-booking': { background: '#000000', text: '#ffffff', symbol: '?' },
    undone: { background: '#3f3f46', text: '#ffffff', symbol: '↶' },
    choose: { background: '#065f46', text: '#ffffff', symbol: '✓' },
  },
  space: { xs: '4px', s: '8px', m: '12px', l: '16px', xl: '24px' },
  radius: '10px',
  text: { body: '18px', small: '15px', large: '24px', verdict: '40px', symbol: '56px' },
  touch: '56px',
} as const;

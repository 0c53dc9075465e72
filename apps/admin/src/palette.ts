/**
 * The panel's colours (used by theme.ts; kept apart from react-admin so that tests can read them):
 * the foundation's saffron as primary, and a yellow warning, which is also the colour of 'Pending' badges
 * (green completed, yellow pending, red otherwise). MUI's own warning is orange.
 */
export const palette = {
  primary: { main: '#c2410c' },
  secondary: { main: '#7c2d12' },
  warning: { main: '#facc15', contrastText: 'rgba(0, 0, 0, 0.87)' },
};

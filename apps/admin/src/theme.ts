import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { palette } from './palette';

/** The panel's one theme: react-admin's default with the foundation's saffron as the primary colour. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette,
  // MUI's own stack, then the self-hosted Devanagari font (i18n/devanagariFont.ts): Latin letters keep their font, Hindi
  // letters find theirs.
  typography: {
    ...(defaultTheme.typography as object),
    fontFamily: '"Roboto", "Helvetica", "Arial", "Noto Sans Devanagari", sans-serif',
  },
  components: {
    ...defaultTheme.components,
    RaLayout: { styleOverrides: { root: { '& .RaLayout-content': { minWidth: 0 } } } },
    RaList: {
      styleOverrides: {
        root: { '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } },
      },
    },
    // Remove and reorder of list items (ticket types, FAQs…) always shown: react-admin shows them on
    // hover only, which touch screens and keyboards never do.
    RaSimpleFormIterator: {
      styleOverrides: { root: { '& .RaSimpleFormIterator-action': { visibility: 'visible' } } },
    },
    RaDatagrid: {
      styleOverrides: {
        root: { '& .RaDatagrid-headerCell': { fontWeight: 600, whiteSpace: 'nowrap' } },
      },
    },
  },
};

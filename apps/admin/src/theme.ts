import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { palette } from './palette';

/** The panel's one theme: react-admin's default with the foundation's saffron as the primary colour. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette,
  components: {
    ...defaultTheme.components,
    RaLayout: { styleOverrides: { root: { '& .RaLayout-content': { minWidth: 0 } } } },
    RaList: {
      styleOverrides: {
        root: { '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } },
      },
    },
    RaDatagrid: {
      styleOverrides: {
        root: { '& .RaDatagrid-headerCell': { fontWeight: 600, whiteSpace: 'nowrap' } },
      },
    },
  },
};

import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** The panel's one theme: react-admin's default with the foundation's saffron as the primary colour. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    primary: { main: '#c2410c' },
    secondary: { main: '#7c2d12' },
  },
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

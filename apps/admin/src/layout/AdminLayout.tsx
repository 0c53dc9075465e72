import { useEffect, type ReactNode } from 'react';
import { AppBar, Layout, TitlePortal, useLocaleState, useTranslate } from 'react-admin';
import { Typography } from '@mui/material';
import { AdminMenu } from './AdminMenu';

/**
 * react-admin's app bar: the page title, the panel's name and, from react-admin's default toolbar, the
 * language menu (English / हिन्दी, shown because the i18nProvider offers two locales; the choice is kept in
 * react-admin's store, i.e. localStorage).
 */
function AdminAppBar() {
  const translate = useTranslate();
  return (
    <AppBar userMenu={false}>
      <TitlePortal />
      <Typography variant="body2" sx={{ opacity: 0.85, display: { xs: 'none', sm: 'block' } }}>
        {translate('admin.title')}
      </Typography>
    </AppBar>
  );
}

/** `<html lang>` follows the chosen language, so screen readers pronounce Hindi as Hindi. */
function DocumentLanguage() {
  const [locale] = useLocaleState();
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return null;
}

export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={AdminAppBar} menu={AdminMenu}>
      <DocumentLanguage />
      {children}
    </Layout>
  );
}

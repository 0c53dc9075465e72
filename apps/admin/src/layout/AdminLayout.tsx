import { useEffect, type ReactNode } from 'react';
import { AppBar, Layout, LoadingIndicator, TitlePortal, useLocaleState, useTranslate } from 'react-admin';
import { Typography } from '@mui/material';
import { AdminMenu } from './AdminMenu';
import { LanguageMenu } from './LanguageMenu';

/**
 * react-admin's app bar: the page title, the panel's name, the language menu (English / हिन्दी) and
 * react-admin's refresh button (its default toolbar, with our language menu in place of its own).
 */
function AdminAppBar() {
  const translate = useTranslate();
  return (
    <AppBar
      userMenu={false}
      toolbar={
        <>
          <LanguageMenu />
          <LoadingIndicator />
        </>
      }
    >
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

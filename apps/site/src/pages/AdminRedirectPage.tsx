import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { config } from '../config';
import { t } from '../i18n/i18n';

/** The admin panel lives on its own origin: /admin/* on the site sends the visitor there, same path. */
export function adminUrlFor(adminUrl: string, pathname: string, search = ''): string {
  const origin = adminUrl.replace(/\/+$/, '').replace(/\/admin$/, '');
  return `${origin}${pathname}${search}`;
}

export default function AdminRedirectPage() {
  const { pathname, search } = useLocation();
  const target = adminUrlFor(config.adminUrl, pathname, search);
  useEffect(() => {
    window.location.replace(target);
  }, [target]);
  // The link sits where the language's sentence puts it ({link} in the message).
  const [before, after] = t('adminRedirect.opening', { link: '\u0000' }).split('\u0000');
  return (
    <p>
      {before}
      <a href={target}>{t('adminRedirect.panel')}</a>
      {after}
    </p>
  );
}

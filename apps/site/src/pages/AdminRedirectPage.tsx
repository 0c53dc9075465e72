import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { config } from '../config';

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
  return (
    <p>
      Opening the <a href={target}>admin panel</a>...
    </p>
  );
}

import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { loadLocale } from './i18n/browserCatalogue';
import { localeOfLocation } from './i18n/i18n';
import { markHydration } from './lib/hydrated';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The page's language comes from its URL; its catalogue (preloaded by the server) is in before the first render.
const locale = localeOfLocation(window.location.pathname);
document.documentElement.lang = locale;
// Server HTML is on screen before its buttons work: `pending` until the page has hydrated (lib/hydrated.ts).
if (container.firstElementChild) markHydration('pending');
void loadLocale(locale).then(() => {
  const app = (
    <StrictMode>
      <App locale={locale} />
    </StrictMode>
  );
  // The site server rendered most pages' HTML (src/entry-server.tsx): the app takes it over. Pages it sends
  // empty (a booking's secret link, the server could not render) are rendered here.
  // As a transition, hydration yields to the browser every few milliseconds instead of one long task.
  if (container.firstElementChild) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
});

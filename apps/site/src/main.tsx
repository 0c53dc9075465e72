import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadLocale, localeOfLocation } from './i18n/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The page's language comes from its URL; its catalogue (preloaded by the server) is in before the first render.
const locale = localeOfLocation(window.location.pathname);
document.documentElement.lang = locale;
void loadLocale(locale).then(() => {
  createRoot(container).render(
    <StrictMode>
      <App locale={locale} />
    </StrictMode>,
  );
});

/** Entry of the door check-in page (check-in.html): no react-admin, no MUI, so phones load little. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config } from '../config';
import { createCheckInApi } from './api';
import { CheckInApp } from './CheckInApp';
import { forgetLink, readCredentials, readDevice, saveDevice } from './credentials';
import { openCheckInStore } from './db';
import { checkInCss } from './styles';

const style = document.createElement('style');
style.textContent = checkInCss;
document.head.append(style);

const container = document.getElementById('root');
if (!container) throw new Error('check-in.html has no #root element');

// A new link opened while the page is already open changes only the fragment: start again with it.
window.addEventListener('hashchange', () => {
  if (/(^#|&)token=/.test(window.location.hash)) window.location.reload();
});

const newId = () => crypto.randomUUID();
const credentials = readCredentials(window.location, window.history, localStorage);
const device = readDevice(localStorage, newId);

// The service worker keeps this page's own files for offline use; its scope is the check-in page only.
if ('serviceWorker' in navigator) {
  void navigator.serviceWorker
    .register(`${import.meta.env.BASE_URL}check-in-sw.js`, { scope: `${import.meta.env.BASE_URL}check-in` })
    .catch(() => {
      // Without it the page still works while open; it just cannot be reopened offline.
    });
}

void openCheckInStore().then((store) => {
  createRoot(container).render(
    <StrictMode>
      <CheckInApp
        credentials={credentials}
        api={createCheckInApi(config.apiUrl, credentials, (input, init) => fetch(input, init))}
        store={store}
        device={device}
        onDeviceName={(name) => saveDevice(localStorage, { ...device, name })}
        onRefused={() => forgetLink(localStorage)}
        adminUrl={config.adminUrl}
        newId={newId}
      />
    </StrictMode>,
  );
});

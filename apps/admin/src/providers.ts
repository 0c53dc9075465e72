import { useDataProvider } from 'ra-core';
import { createSignInStore } from './auth/signIn';
import { createAuthProvider } from './authProvider';
import { config } from './config';
import { createDataProvider, type AdminDataProvider } from './dataProvider';
import { createApiClient } from './httpClient';

/** The one API client of the panel, on the API origin of the runtime configuration. */
export const apiClient = createApiClient({
  apiUrl: config.apiUrl,
  store: createSignInStore(typeof window === 'undefined' ? undefined : window.localStorage),
});

export const authProvider = createAuthProvider(apiClient);
export const dataProvider = createDataProvider(apiClient);

/** react-admin's dataProvider with the panel's extra calls (uploads, CSV exports). */
export const useAdminDataProvider = () => useDataProvider<AdminDataProvider>();

/** Where global-setup started the product. */
export function stackUrls() {
  const api = process.env.E2E_API_URL;
  const site = process.env.E2E_SITE_URL;
  const admin = process.env.E2E_ADMIN_URL;
  if (!api || !site || !admin) throw new Error('The product was not started by global-setup');
  return { api, site, admin };
}

import { Admin, Authenticated, CustomRoutes, Resource, useTranslate } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import { staffRoleCanUse, type StaffRole } from '@foundation/shared';
import auditLog from './audit-log';
import communityPrograms from './community-programs';
import contactMessages from './contact-messages';
import volunteerApplications from './volunteer-applications';
import volunteerRoles from './volunteer-roles';
import donationProjects from './donation-projects';
import heroSlides from './hero-slides';
import vishrantiItems from './vishranti-items';
import { SiteContentPage } from './site-content/SiteContentPage';
import sessions from './sessions';
import { Toaster } from './common/toast';
import { DashboardPage } from './dashboard';
import { CertificatesPage, CERTIFICATES_PATH } from './donations/certificates';
import donations from './donations';
import events from './events';
import { GalleryPage } from './gallery';
import { i18nProvider } from './i18nProvider';
import { AdminLayout } from './layout/AdminLayout';
import { LoginPage } from './layout/LoginPage';
import { SetPasswordPage } from './layout/SetPasswordPage';
import mailOutbox from './mail-outbox';
import newsletterSubscribers from './newsletter-subscribers';
import { authProvider, dataProvider } from './providers';
import recurringGifts from './recurring-gifts';
import registrations from './registrations';
import staff from './staff';
import privacyNotices from './privacy-notices';
import dataRequests from './data-requests';
import { RetentionPage } from './retention';
import { theme } from './theme';
import ticketTypes from './ticket-types';
import waitlistEntries from './waitlist-entries';

/** The base path of the panel on its origin (vite.config.ts builds for it). */
export const BASENAME = '/admin';

/**
 * The panel's name in its language. react-admin shows its `title` as given on the not-found page (without
 * translating a string), so the title is an element that translates itself.
 */
function PanelTitle() {
  const translate = useTranslate();
  return <>{translate('admin.title')}</>;
}

/** react-admin with every resource, the Dashboard and the Gallery page. */
export function AdminApp() {
  return (
    <Admin
      title={<PanelTitle />}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      loginPage={LoginPage}
      layout={AdminLayout}
      notification={Toaster}
      theme={theme}
      disableTelemetry
    >
      {(role: StaffRole | null) => {
        // Each role is offered only the screens it may use (libs/shared staff.ts); the API refuses the rest.
        const can = (resource: string) => staffRoleCanUse(role, resource);
        return (
          <>
            {can('events') && <Resource name="events" {...events} />}
            {can('community-programs') && <Resource name="community-programs" {...communityPrograms} />}
            {can('registrations') && <Resource name="registrations" {...registrations} />}
            {can('ticket-types') && <Resource name="ticket-types" {...ticketTypes} />}
            {can('contact-messages') && <Resource name="contact-messages" {...contactMessages} />}
            {can('volunteer-roles') && <Resource name="volunteer-roles" {...volunteerRoles} />}
            {can('volunteer-applications') && (
              <Resource name="volunteer-applications" {...volunteerApplications} />
            )}
            {can('sessions') && <Resource name="sessions" {...sessions} />}
            {can('newsletter-subscribers') && (
              <Resource name="newsletter-subscribers" {...newsletterSubscribers} />
            )}
            {can('donations') && <Resource name="donations" {...donations} />}
            {can('recurring-gifts') && <Resource name="recurring-gifts" {...recurringGifts} />}
            {can('mail-outbox') && <Resource name="mail-outbox" {...mailOutbox} />}
            {can('audit-log') && <Resource name="audit-log" {...auditLog} />}
            {can('donation-projects') && <Resource name="donation-projects" {...donationProjects} />}
            {can('hero-slides') && <Resource name="hero-slides" {...heroSlides} />}
            {can('vishranti-items') && <Resource name="vishranti-items" {...vishrantiItems} />}
            {can('waitlist-entries') && <Resource name="waitlist-entries" {...waitlistEntries} />}
            {can('staff') && <Resource name="staff" {...staff} />}
            {can('privacy-notices') && <Resource name="privacy-notices" {...privacyNotices} />}
            {can('data-requests') && <Resource name="data-requests" {...dataRequests} />}
            <CustomRoutes>
              <Route
                path="/dashboard"
                element={
                  <Authenticated>
                    <DashboardPage />
                  </Authenticated>
                }
              />
              {can('site-content') && (
                <Route
                  path="/site-content"
                  element={
                    <Authenticated>
                      <SiteContentPage />
                    </Authenticated>
                  }
                />
              )}
              {/* Form 114 certificates belong to the donations area: the roles that see donations (owner, finance). */}
              {can('donations') && (
                <Route
                  path={CERTIFICATES_PATH}
                  element={
                    <Authenticated>
                      <CertificatesPage />
                    </Authenticated>
                  }
                />
              )}
              {can('retention') && (
                <Route
                  path="/retention"
                  element={
                    <Authenticated>
                      <RetentionPage />
                    </Authenticated>
                  }
                />
              )}
              {can('gallery') && (
                <Route
                  path="/gallery"
                  element={
                    <Authenticated>
                      <GalleryPage />
                    </Authenticated>
                  }
                />
              )}
            </CustomRoutes>
            <CustomRoutes noLayout>
              {/* An invited member sets a password here (the link's secret is in the fragment). */}
              <Route path="/set-password" element={<SetPasswordPage />} />
            </CustomRoutes>
          </>
        );
      }}
    </Admin>
  );
}

/**
 * The admin panel under /admin/ on its own origin, with real paths: a BrowserRouter whose basename is
 * '/admin' (rather than react-admin's default hash router), so every react-admin path and link ('/events',
 * '/login') lives under /admin/. Every screen needs a session: each resource view, and the Gallery through
 * <Authenticated>, sends visitors without one to /admin/login. (Admin's `requireAuth` is not used: with a
 * custom login page it kept redirecting the login page to itself.)
 * Screens are loaded when first opened.
 */
export function App() {
  return (
    <BrowserRouter basename={BASENAME}>
      <AdminApp />
    </BrowserRouter>
  );
}

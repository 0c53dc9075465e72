import { Admin, Authenticated, CustomRoutes, Resource, useTranslate } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
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
import donations from './donations';
import events from './events';
import { GalleryPage } from './gallery';
import { i18nProvider } from './i18nProvider';
import { AdminLayout } from './layout/AdminLayout';
import { LoginPage } from './layout/LoginPage';
import mailOutbox from './mail-outbox';
import newsletterSubscribers from './newsletter-subscribers';
import { authProvider, dataProvider } from './providers';
import recurringGifts from './recurring-gifts';
import registrations from './registrations';
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
      <Resource name="events" {...events} />
      <Resource name="community-programs" {...communityPrograms} />
      <Resource name="registrations" {...registrations} />
      <Resource name="ticket-types" {...ticketTypes} />
      <Resource name="contact-messages" {...contactMessages} />
      <Resource name="volunteer-roles" {...volunteerRoles} />
      <Resource name="volunteer-applications" {...volunteerApplications} />
      <Resource name="sessions" {...sessions} />
      <Resource name="newsletter-subscribers" {...newsletterSubscribers} />
      <Resource name="donations" {...donations} />
      <Resource name="recurring-gifts" {...recurringGifts} />
      <Resource name="mail-outbox" {...mailOutbox} />
      <Resource name="audit-log" {...auditLog} />
      <Resource name="donation-projects" {...donationProjects} />
      <Resource name="hero-slides" {...heroSlides} />
      <Resource name="vishranti-items" {...vishrantiItems} />
      <Resource name="waitlist-entries" {...waitlistEntries} />
      <CustomRoutes>
        <Route
          path="/dashboard"
          element={
            <Authenticated>
              <DashboardPage />
            </Authenticated>
          }
        />
        <Route
          path="/site-content"
          element={
            <Authenticated>
              <SiteContentPage />
            </Authenticated>
          }
        />
        <Route
          path="/gallery"
          element={
            <Authenticated>
              <GalleryPage />
            </Authenticated>
          }
        />
      </CustomRoutes>
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

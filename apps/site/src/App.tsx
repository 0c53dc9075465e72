import { lazy } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { ToastProvider } from './components/Toasts';
import { GlobalStyle } from './GlobalStyle';
import { SiteLayout } from './layout/SiteLayout';
import { theme } from './theme';

// Every page is its own chunk (route-level code splitting); the frame above is the only shared first load.
const HomePage = lazy(() => import('./pages/HomePage'));
const YogayanPage = lazy(() => import('./pages/YogayanPage'));
const RitambharaPage = lazy(() => import('./pages/RitambharaPage'));
const VishrantiPage = lazy(() => import('./pages/VishrantiPage'));
const YogamitraPage = lazy(() => import('./pages/YogamitraPage'));
const ProgramsPage = lazy(() => import('./pages/ProgramsPage'));
const ProgramDetailPage = lazy(() => import('./pages/ProgramDetailPage'));
const EventsPage = lazy(() => import('./pages/EventsPage'));
const EventDetailPage = lazy(() => import('./pages/EventDetailPage'));
const RegistrationSuccessPage = lazy(() => import('./pages/RegistrationSuccessPage'));
const BookingSuccessPage = lazy(() => import('./pages/BookingSuccessPage'));
const BookingFailurePage = lazy(() => import('./pages/BookingFailurePage'));
const SessionsPage = lazy(() => import('./pages/SessionsPage'));
const ContributePage = lazy(() => import('./pages/ContributePage'));
const ContactPage = lazy(() => import('./pages/ContactPage'));
const AboutPage = lazy(() => import('./pages/AboutPage'));
const AdminRedirectPage = lazy(() => import('./pages/AdminRedirectPage'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));

export function App() {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <ToastProvider>
        <BrowserRouter>
          <Routes>
            <Route path="/admin/*" element={<AdminRedirectPage />} />
            <Route element={<SiteLayout />}>
              <Route index element={<HomePage />} />
              <Route path="yogayan" element={<YogayanPage />} />
              <Route path="ritambhara" element={<RitambharaPage />} />
              <Route path="vishranti" element={<VishrantiPage />} />
              <Route path="yogamitra" element={<YogamitraPage />} />
              <Route path="community-programs" element={<ProgramsPage />} />
              <Route path="community-programs/:programId" element={<ProgramDetailPage />} />
              <Route path="events" element={<EventsPage />} />
              <Route path="events/:eventId" element={<EventDetailPage />} />
              <Route path="registration-success" element={<RegistrationSuccessPage />} />
              <Route path="booking-success" element={<BookingSuccessPage />} />
              <Route path="booking-failure" element={<BookingFailurePage />} />
              <Route path="sessions" element={<SessionsPage />} />
              <Route path="contribute" element={<ContributePage />} />
              <Route path="contact" element={<ContactPage page="/contact" />} />
              <Route path="projects" element={<ContactPage page="/projects" />} />
              <Route path="digital-library" element={<ContactPage page="/digital-library" />} />
              <Route path="testimonials" element={<ContactPage page="/testimonials" />} />
              <Route path="about-us" element={<AboutPage />} />
              <Route path="*" element={<NotFoundPage />} />
            </Route>
          </Routes>
        </BrowserRouter>
      </ToastProvider>
    </ThemeProvider>
  );
}

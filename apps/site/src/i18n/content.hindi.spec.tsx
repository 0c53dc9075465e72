/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { ABOUT } from '../modules/about/content';
import { YOGAYAN } from '../modules/education/content';
import { RITAMBHARA } from '../modules/research/content';
import { SESSIONS, sessionSchedule } from '../modules/sessions/content';
import { EVENT_TEXTS } from '../modules/events/texts';
import { donateLabel } from '../modules/donations/components/DonationForm';
import { AVAILABILITY_TEXTS } from '../modules/registration/availabilityTexts';
import { VISHRANTI } from '../modules/tourism/content';
import { APPLY_TEXTS, YOGAMITRA } from '../modules/volunteer/content';
import AdminRedirectPage from '../pages/AdminRedirectPage';
import RitambharaPage from '../pages/RitambharaPage';
import { theme } from '../theme';
import { activateWholeCatalogue } from './wholeCatalogue';

describe('the content pages’ texts follow the page’s language', () => {
  afterEach(() => activateWholeCatalogue('en'));

  it('reads About, Yogayan, Vishranti, Yogamitra and Ritambhara in English, then in Hindi', async () => {
    expect(ABOUT.activities[0]).toBe('Courses and retreats in Raja Yoga, Tantra Vidya and meditation');
    expect(EVENT_TEXTS.duration(1)).toBe('1 day');
    expect(EVENT_TEXTS.duration(5)).toBe('5 days');
    expect(RITAMBHARA.workshops.National[1]).toEqual({
      year: 2012,
      title: 'Seminar on the Yoga Sutras of Patanjali',
      place: 'Bengaluru',
    });
    await activateWholeCatalogue('hi');
    expect(ABOUT.title).toBe('हमारे बारे में');
    expect(ABOUT.mentors[1]).toEqual({ name: 'मार्गदर्शक की घोषणा शीघ्र', role: 'शोध सलाहकार' });
    expect(YOGAYAN.coursesTitle).toBe('प्रमुख पाठ्यक्रम');
    expect(VISHRANTI.register).toBe('पंजीकरण करें');
    expect(VISHRANTI.registerFor('हिमालय यात्रा')).toBe('हिमालय यात्रा के लिए पंजीकरण करें');
    expect(EVENT_TEXTS.duration(3)).toBe('3 दिन');
    expect(YOGAMITRA.updates).toHaveLength(3);
    expect(APPLY_TEXTS.dialogTitle('शिक्षक')).toBe('आवेदन: शिक्षक');
    expect(RITAMBHARA.workshops.National[1]).toEqual({
      year: 2012,
      title: 'पतंजलि के योगसूत्र पर संगोष्ठी',
      place: 'बेंगलुरु',
    });
    expect(RITAMBHARA.papers[0]!.titles).toEqual([
      'शरीर और मन के बीच सेतु के रूप में प्रत्याहार',
      'पुराणों में पवित्र नदियाँ',
    ]);
  });

  it('says when a session meets: the API’s label in English, built with Hindi day names and time in Hindi', async () => {
    const session = { schedule: 'Mon, Wed, 7:00 AM IST', days: ['wed', 'mon'] as const, startTime: '07:00' };
    expect(sessionSchedule({ ...session, days: [...session.days] }, 'en')).toBe('Mon, Wed, 7:00 AM IST');
    await activateWholeCatalogue('hi');
    expect(sessionSchedule({ ...session, days: [...session.days] }, 'hi')).toBe(
      'सोमवार और बुधवार, सुबह 7:00 बजे (भारतीय समय)',
    );
    expect(sessionSchedule({ ...session, days: ['tue'] }, 'hi')).toBe('हर मंगलवार, सुबह 7:00 बजे (भारतीय समय)');
    expect(sessionSchedule({ ...session, days: ['tue'], startTime: '19:30' }, 'hi')).toBe(
      'हर मंगलवार, शाम 7:30 बजे (भारतीय समय)',
    );
    expect(sessionSchedule({ ...session, days: ['mon', 'wed', 'fri'] }, 'hi')).toBe(
      'सोमवार, बुधवार और शुक्रवार, सुबह 7:00 बजे (भारतीय समय)',
    );
    expect(SESSIONS.tabs).toEqual(['चल रहे सत्र', 'पिछले सत्र', 'सत्र कैलेंडर']);
    expect(SESSIONS.participants(125000)).toBe('1,25,000 प्रतिभागी');
  });

  it('renders the Ritambhara page and the admin redirect in Hindi', async () => {
    await activateWholeCatalogue('hi');
    // jsdom cannot follow the redirect to the admin panel's origin: it reports that on the console.
    const jsdomNavigation = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/admin/events']}>
        <ThemeProvider theme={theme}>
          <RitambharaPage />
          <AdminRedirectPage />
        </ThemeProvider>
      </MemoryRouter>,
    );
    expect(screen.getByRole('group', { name: 'कार्यशालाएँ और संगोष्ठियाँ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'अंतरराष्ट्रीय' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'प्रशासन पैनल' }).parentElement?.textContent).toBe(
      'प्रशासन पैनल खुल रहा है...',
    );
    jsdomNavigation.mockRestore();
  });

  it('agrees in number and keeps Hindi word order', async () => {
    expect(AVAILABILITY_TEXTS.ticketsAvailable(1)).toBe('Only 1 ticket available for this type.');
    expect(donateLabel(1000, 'monthly')).toBe('Donate ₹1,000 / month');
    await activateWholeCatalogue('hi');
    expect(AVAILABILITY_TEXTS.ticketsAvailable(1)).toBe('इस प्रकार का केवल 1 टिकट उपलब्ध है।');
    expect(AVAILABILITY_TEXTS.ticketsAvailable(3)).toBe('इस प्रकार के केवल 3 टिकट उपलब्ध हैं।');
    expect(donateLabel(1000, 'monthly')).toBe('₹1,000 / माह दान करें');
  });
});

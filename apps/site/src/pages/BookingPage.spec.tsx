/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { type Booking } from '@foundation/shared';
import { activateLocale } from '../i18n/i18n';
import { messages as englishTexts } from '../locales/en/messages';
import { messages as hindiTexts } from '../locales/hi/messages';
import { ApiError } from '../lib/api';
import { cancelBooking, fetchBooking } from '../modules/registration/api/bookings.api';
import BookingPage from './BookingPage';
import { renderInSite } from '../testing/render';

jest.mock('../modules/registration/api/bookings.api', () => ({
  ...jest.requireActual('../modules/registration/api/bookings.api'),
  fetchBooking: jest.fn(),
  cancelBooking: jest.fn(),
}));
const read = fetchBooking as jest.MockedFunction<typeof fetchBooking>;
const cancel = cancelBooking as jest.MockedFunction<typeof cancelBooking>;

const TOKEN = 'tOkEn_0123456789abcdefghijklmnopqrstuvwxyzA';
const SUMMARY =
  'You can cancel until 09:00 on 10 December 2026 (India time) and get ₹600 of ₹1,200 back (50%).';
const BOOKING: Booking = {
  receipt: {
    id: '7d2f8d4e-0c1a-4b7e-9a53-2f1f0b6c9d11',
    status: 'completed',
    createdAt: '2026-11-23T06:00:00.000Z',
    isPaid: true,
    event: {
      title: 'Himalayan Retreat',
      urlSlug: 'himalayan-retreat',
      startDate: '2026-12-12',
      endDate: '2026-12-14',
      location: 'Rishikesh',
    },
    attendee: {
      name: 'Meera Iyer',
      email: 'meera@example.org',
      phone: '+91 98111 22233',
      address: 'Chennai',
    },
    numberOfTickets: 2,
    ticketTypeName: 'Residential',
    ticketTypePrice: 600,
    totalAmount: 1200,
    paymentId: 'pay_Test0000000001',
    orderId: 'order_Test00000001',
  },
  event: {
    location: 'Rishikesh',
    mapsUrl: 'https://maps.example.org/r',
    schedule: [],
    hasEnded: false,
    status: 'scheduled',
    cancellationReason: null,
    cancellationReasonHi: null,
    startTime: null,
    movedAt: null,
  },
  ticketAvailable: true,
  ticketUnavailableReason: null,
  googleCalendarUrl: 'https://calendar.google.com/calendar/render?action=TEMPLATE',
  cancellation: {
    terms: {
      cancellable: true,
      refusal: null,
      deadline: '2026-12-10T03:30:00.000Z',
      amountPaise: 120000,
      refundPaise: 60000,
      refundPercent: 50,
      summary: SUMMARY,
    },
    cancelledAt: null,
    cancelledBy: null,
    moveWindowEndsAt: null,
  },
  refund: null,
};
const CANCELLED: Booking = {
  ...BOOKING,
  receipt: { ...BOOKING.receipt, status: 'cancelled' },
  ticketAvailable: false,
  ticketUnavailableReason: 'This booking was cancelled, so its ticket is no longer valid.',
  cancellation: {
    terms: {
      ...BOOKING.cancellation.terms,
      cancellable: false,
      refusal: 'cancelled',
      summary: 'This booking was cancelled on 23 Nov 2026, 11:30 AM (India time).',
    },
    cancelledAt: '2026-11-23T06:00:00.000Z',
    cancelledBy: 'attendee',
    moveWindowEndsAt: null,
  },
  refund: {
    status: 'pending',
    amount: 600,
    inWords: '₹600 of ₹1,200 (50%)',
    sentence:
      'A refund of ₹600 of ₹1,200 (50%) has been requested. Banks usually take 5 to 7 working days to return it to your account.',
    failureReason: null,
    requestedAt: '2026-11-23T06:00:00.000Z',
    processedAt: null,
  },
};

function renderPage() {
  return renderInSite(
    <Routes>
      <Route path="/bookings/:token" element={<BookingPage />} />
    </Routes>,
    { route: `/bookings/${TOKEN}` },
  );
}

describe('BookingPage: Cancel booking', () => {
  beforeEach(() => {
    read.mockReset();
    cancel.mockReset();
  });

  it('says what the rule gives, confirms it in a dialog, then shows the cancelled booking and its refund', async () => {
    read.mockResolvedValue({ booking: BOOKING });
    cancel.mockResolvedValue({ booking: CANCELLED });
    renderPage();
    const section = within(await screen.findByRole('region', { name: 'Cancel booking' }));
    expect(section.getByText(SUMMARY)).toBeTruthy();
    fireEvent.click(section.getByRole('button', { name: 'Cancel booking' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Cancel this booking?' }));
    expect(dialog.getByText(SUMMARY)).toBeTruthy();
    expect(dialog.getByText(/Your 2 seats are released at once/)).toBeTruthy();
    expect(cancel).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(dialog.getByRole('button', { name: 'Yes, cancel my booking' }));
    });
    expect(cancel).toHaveBeenCalledWith(TOKEN);
    expect(screen.queryByRole('dialog')).toBeNull();
    const cancelled = within(screen.getByRole('region', { name: 'Cancelled' }));
    expect(cancelled.getByText('You cancelled this booking.')).toBeTruthy();
    expect(cancelled.getByText('Refund: Requested')).toBeTruthy();
    expect(cancelled.getByText(/^A refund of ₹600 of ₹1,200 \(50%\) has been requested\./)).toBeTruthy();
    expect(screen.getByText('Cancelled', { selector: 'span' })).toBeTruthy();
  });

  it("keeps the dialog open with the server's reason when the cancellation is refused", async () => {
    read.mockResolvedValue({ booking: BOOKING });
    const closed = 'Cancellation closed at 09:00 on 10 December 2026 (India time).';
    cancel.mockRejectedValue(new ApiError(409, closed, undefined, true));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel my booking' }));
    });
    expect(within(screen.getByRole('dialog')).getByRole('alert').textContent).toBe(closed);
  });

  it('offers no button when the rule does not allow cancelling, and says why', async () => {
    const refusal = 'This booking cannot be cancelled: the event does not allow cancellations.';
    read.mockResolvedValue({
      booking: {
        ...BOOKING,
        cancellation: {
          ...BOOKING.cancellation,
          terms: {
            ...BOOKING.cancellation.terms,
            cancellable: false,
            refusal: 'not-cancellable',
            summary: refusal,
          },
        },
      },
    });
    renderPage();
    const section = within(await screen.findByRole('region', { name: 'Cancel booking' }));
    expect(section.getByText(refusal)).toBeTruthy();
    expect(section.queryByRole('button')).toBeNull();
  });

  it('shows a processed refund of a booking the foundation cancelled', async () => {
    read.mockResolvedValue({
      booking: {
        ...CANCELLED,
        cancellation: { ...CANCELLED.cancellation, cancelledBy: 'staff' },
        refund: { ...CANCELLED.refund!, status: 'processed', processedAt: '2026-11-24T06:00:00.000Z' },
      },
    });
    renderPage();
    const section = within(await screen.findByRole('region', { name: 'Cancelled' }));
    expect(section.getByText('The foundation cancelled this booking.')).toBeTruthy();
    expect(section.getByText('Refund: Refunded')).toBeTruthy();
  });
});

describe('BookingPage: the cancellation said once, and in Hindi', () => {
  afterEach(async () => {
    read.mockReset();
    cancel.mockReset();
    activateLocale('en', englishTexts);
  });

  it('names the refund once on a cancelled booking: the refund line, not the cancellation sentence too', async () => {
    read.mockResolvedValue({ booking: CANCELLED });
    renderPage();
    const section = await screen.findByRole('region', { name: 'Cancelled' });
    expect(
      within(section).getByText('This booking was cancelled on 23 Nov 2026, 11:30 AM (India time).'),
    ).toBeTruthy();
    expect(section.textContent!.match(/Refund:/g)).toHaveLength(1);
    expect(section.textContent!.match(/₹600 of ₹1,200 \(50%\)/g)).toHaveLength(1);
  });

  it('keeps the API’s sentence for a cancelled booking without a refund line', async () => {
    const summary = 'This booking was cancelled on 23 Nov 2026, 11:30 AM (India time). Nothing was refunded.';
    read.mockResolvedValue({
      booking: {
        ...CANCELLED,
        cancellation: { ...CANCELLED.cancellation, terms: { ...CANCELLED.cancellation.terms, summary } },
        refund: null,
      },
    });
    renderPage();
    const section = within(await screen.findByRole('region', { name: 'Cancelled' }));
    expect(section.getByText(summary)).toBeTruthy();
  });

  it('shows the Hindi sentences the API wrote for a Hindi page, building none of its own', async () => {
    activateLocale('hi', hindiTexts);
    const summary =
      'आप 10 दिसंबर 2026 को सुबह 9:00 बजे (भारतीय समय) तक रद्द कर सकते हैं और ₹1,200 में से ₹600 (50%) वापस पा सकते हैं।';
    read.mockResolvedValue({
      booking: {
        ...BOOKING,
        cancellation: { ...BOOKING.cancellation, terms: { ...BOOKING.cancellation.terms, summary } },
      },
    });
    renderPage();
    const section = await screen.findByRole('region', { name: 'बुकिंग रद्द करें' });
    expect(within(section).getByText(summary)).toBeTruthy();
    expect(section.textContent).not.toMatch(/India time|IST|\bAM\b|\bPM\b/);
  });

  it('says a Hindi cancelled booking and its refund in the API’s Hindi', async () => {
    activateLocale('hi', hindiTexts);
    const summary = 'यह बुकिंग 23 नवंबर 2026, सुबह 11:30 बजे (भारतीय समय) को रद्द की गई।';
    const sentence =
      '₹1,200 में से ₹600 (50%) की धनवापसी का अनुरोध कर दिया गया है। बैंक आम तौर पर इसे आपके खाते में लौटाने में 5 से 7 कार्यदिवस लेते हैं।';
    read.mockResolvedValue({
      booking: {
        ...CANCELLED,
        ticketUnavailableReason: 'यह बुकिंग रद्द कर दी गई थी, इसलिए इसका टिकट अब मान्य नहीं है।',
        cancellation: { ...CANCELLED.cancellation, terms: { ...CANCELLED.cancellation.terms, summary } },
        refund: { ...CANCELLED.refund!, inWords: '₹1,200 में से ₹600 (50%)', sentence },
      },
    });
    renderPage();
    const section = await screen.findByRole('region', { name: 'रद्द' });
    expect(within(section).getByText(summary)).toBeTruthy();
    expect(within(section).getByText(sentence)).toBeTruthy();
    expect(section.textContent).not.toMatch(/India time|Refund|\bAM\b|\bPM\b/);
  });

  it('shows the API’s refusal in the dialog as it came, in the page’s language', async () => {
    activateLocale('hi', hindiTexts);
    read.mockResolvedValue({ booking: BOOKING });
    const refusal = 'रद्द करने का समय 10 दिसंबर 2026 को सुबह 9:00 बजे (भारतीय समय) समाप्त हो गया।';
    cancel.mockRejectedValue(
      new ApiError(409, refusal, undefined, true, {
        code: 'cancellation_closed',
        deadline: '2026-12-10T03:30:00.000Z',
      }),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'बुकिंग रद्द करें' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'हाँ, मेरी बुकिंग रद्द करें' }));
    });
    expect(within(screen.getByRole('dialog')).getByRole('alert').textContent).toBe(refusal);
  });
});

describe('BookingPage: the receipt', () => {
  afterEach(() => read.mockReset());

  it('leaves out a row without a value (a booking from a waiting-list offer has no address)', async () => {
    read.mockResolvedValue({
      booking: {
        ...BOOKING,
        receipt: { ...BOOKING.receipt, attendee: { ...BOOKING.receipt.attendee, address: '' } },
      },
    });
    renderPage();
    const receipt = within(await screen.findByRole('region', { name: 'Receipt' }));
    expect(receipt.getByText('Phone')).toBeTruthy();
    expect(receipt.queryByText('Address')).toBeNull();
  });
});

/** The event moved after the booking (new place and time), and later was cancelled by the foundation. */
const MOVED: Booking = {
  ...BOOKING,
  event: { ...BOOKING.event, location: 'Haridwar', startTime: '07:30', movedAt: '2026-11-25T04:30:00.000Z' },
  cancellation: { ...BOOKING.cancellation, moveWindowEndsAt: '2026-12-02T04:30:00.000Z' },
};
const EVENT_CANCELLED: Booking = {
  ...CANCELLED,
  event: {
    ...BOOKING.event,
    status: 'cancelled',
    cancellationReason: 'The venue is flooded.',
    cancellationReasonHi: 'स्थान में पानी भर गया है।',
  },
  cancellation: { ...CANCELLED.cancellation, cancelledBy: 'event' },
};

describe('BookingPage: a moved or cancelled event', () => {
  afterEach(() => {
    read.mockReset();
    activateLocale('en', englishTexts);
  });

  it('shows the new details and the free cancellation window after a move', async () => {
    read.mockResolvedValue({ booking: MOVED });
    renderPage();
    const notice = await screen.findByTestId('booking-event-moved');
    expect(notice.textContent).toContain('changed on 25 Nov 2026, 10:00 AM (India time)');
    expect(notice.textContent).toContain('until 02 Dec 2026, 10:00 AM (India time)');
    expect(screen.getByText('Haridwar')).toBeTruthy();
    expect(screen.getByText('7:30 AM IST')).toBeTruthy();
  });

  it('says the move and its window in Hindi', async () => {
    activateLocale('hi', hindiTexts);
    read.mockResolvedValue({ booking: MOVED });
    renderPage();
    const notice = await screen.findByTestId('booking-event-moved');
    expect(notice.textContent).toContain('पूरी राशि वापस पा सकते हैं');
    expect(notice.textContent).toContain('2 दिसंबर 2026');
    expect(notice.textContent).not.toMatch(/India time|\bAM\b|\bPM\b/);
  });

  it('says the event was cancelled, with its reason, in English and in Hindi', async () => {
    read.mockResolvedValue({ booking: EVENT_CANCELLED });
    const english = renderPage();
    const notice = await screen.findByTestId('booking-event-cancelled');
    expect(notice.textContent).toContain('This event has been cancelled by the foundation.');
    expect(notice.textContent).toContain('Reason: The venue is flooded.');
    expect(screen.getByText('The foundation cancelled this event, and with it this booking.')).toBeTruthy();
    english.unmount();
    activateLocale('hi', hindiTexts);
    renderPage();
    const hindi = await screen.findByTestId('booking-event-cancelled');
    expect(hindi.textContent).toContain('कारण: स्थान में पानी भर गया है।');
  });
});

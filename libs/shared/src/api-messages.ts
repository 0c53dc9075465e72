import { BOOKING_MESSAGES } from './bookings.js';
import {
  CANCELLATION_MESSAGES,
  formatDeadline,
  type BookingRefund,
  type BookingRefundStatus,
  type CancellationTerms,
} from './cancellation.js';
import { formatIndiaDateTime } from './dates.js';
import { formatInr } from './money.js';
import { CONTACT_LIMITS, CONTACT_MESSAGES, NEWSLETTER_MESSAGES } from './contact-types.js';
import { DONATION_PROJECT_MESSAGES } from './donation-projects.js';
import { EVENT_CANCELLATION_MESSAGES } from './event-cancellation.js';
import { FCRA_MESSAGES } from './fcra.js';
import { LOCALE_MESSAGES, type Locale } from './locale.js';
import { MESSAGES, TOO_MANY_REQUESTS, type RateLimitedAction } from './messages.js';
import { GUARDIAN_MESSAGES } from './registration-types.js';
import { SESSION_MESSAGES } from './sessions.js';
import { MAX_TICKETS_PER_REGISTRATION, MIN_TICKETS_PER_REGISTRATION } from './tickets.js';
import { VOLUNTEER_LIMITS, VOLUNTEER_MESSAGES } from './volunteering.js';
import { WAITLIST_MESSAGES } from './waitlist.js';

/**
 * The texts the API writes for visitors (refusals, field messages, the 429 wait, Checkout's payment
 * description), each under a stable key, in English and Hindi. The English entries are the API's answers
 * exactly as they always were (many are the product's own texts, taken from the shared constants); the
 * API answers in English and its exception filter, knowing the request's language, puts the Hindi in
 * their place (`localizeApiMessage`). `{name}` marks a value; both languages name the same values.
 * Texts only staff read (admin routes, webhooks, configuration) stay English and are not listed.
 */
export const API_MESSAGES = {
  // The request as a whole, and the answers of any route
  invalidRequest: { en: 'The request is not valid', hi: 'अनुरोध मान्य नहीं है' },
  notFound: { en: 'Not found', hi: 'नहीं मिला' },
  serviceUnavailable: {
    en: 'The service is temporarily unavailable. Please try again shortly.',
    hi: 'सेवा अभी उपलब्ध नहीं है। कृपया थोड़ी देर में फिर से प्रयास करें।',
  },
  serverError: {
    en: 'Something went wrong on our side. Please try again later.',
    hi: 'हमारी ओर से कुछ गड़बड़ हो गई। कृपया बाद में फिर से प्रयास करें।',
  },
  localeInvalid: { en: LOCALE_MESSAGES.localeInvalid, hi: 'भाषा en या hi में से एक होनी चाहिए' },

  // Too many requests from one network (429): the sentence of the action, then the wait
  tooManyRegistration: {
    en: TOO_MANY_REQUESTS.registration,
    hi: 'आपके नेटवर्क से बहुत अधिक पंजीकरण हुए हैं।',
  },
  tooManyDonationOrder: {
    en: TOO_MANY_REQUESTS.donationOrder,
    hi: 'आपके नेटवर्क से दान के बहुत अधिक प्रयास हुए हैं।',
  },
  tooManyContact: {
    en: TOO_MANY_REQUESTS.contact,
    hi: 'आपके नेटवर्क से बहुत अधिक संदेश आए हैं।',
  },
  tooManyNewsletter: {
    en: TOO_MANY_REQUESTS.newsletter,
    hi: 'आपके नेटवर्क से न्यूज़लेटर के लिए बहुत अधिक साइन-अप हुए हैं।',
  },
  tooManyNewsletterUnsubscribe: {
    en: TOO_MANY_REQUESTS.newsletterUnsubscribe,
    hi: 'आपके नेटवर्क से सदस्यता छोड़ने के बहुत अधिक अनुरोध हुए हैं।',
  },
  tooManyMyGiving: {
    en: TOO_MANY_REQUESTS.myGiving,
    hi: 'आपके नेटवर्क से आपके दान में बहुत अधिक बदलाव किए गए हैं।',
  },
  tooManyBookingResend: {
    en: TOO_MANY_REQUESTS.bookingResend,
    hi: 'आपके नेटवर्क से बुकिंग ई-मेल फिर से भेजने के बहुत अधिक अनुरोध आए हैं।',
  },
  tooManyVolunteerApplication: {
    en: TOO_MANY_REQUESTS.volunteerApplication,
    hi: 'आपके नेटवर्क से स्वयंसेवा के बहुत अधिक आवेदन आए हैं।',
  },
  tooManyPersonalData: {
    en: TOO_MANY_REQUESTS.personalData,
    hi: 'आपके नेटवर्क से व्यक्तिगत डेटा में बहुत अधिक बदलाव किए गए हैं।',
  },
  tooManyBookingCancel: {
    en: TOO_MANY_REQUESTS.bookingCancel,
    hi: 'आपके नेटवर्क से बहुत अधिक बुकिंग रद्द की गई हैं।',
  },
  tooManyCheckInScans: {
    en: TOO_MANY_REQUESTS.checkInScans,
    hi: 'इस लिंक या खाते से चेक-इन सिंक के बहुत अधिक अनुरोध आए हैं।',
  },
  tooManyCheckInWalkIns: {
    en: TOO_MANY_REQUESTS.checkInWalkIns,
    hi: 'इस लिंक या खाते से वॉक-इन के बहुत अधिक अनुरोध आए हैं।',
  },
  tooManyWaitlistJoin: {
    en: TOO_MANY_REQUESTS.waitlistJoin,
    hi: 'आपके नेटवर्क से प्रतीक्षा सूची के बहुत अधिक अनुरोध आए हैं।',
  },
  tooManyEventMessage: {
    en: TOO_MANY_REQUESTS.eventMessage,
    hi: 'आपके खाते से प्रतिभागियों को बहुत अधिक संदेश भेजे गए हैं।',
  },
  tooManyStaffInvite: {
    en: TOO_MANY_REQUESTS.staffInvite,
    hi: 'आपके नेटवर्क से निमंत्रण के उपयोग के बहुत अधिक प्रयास हुए हैं।',
  },
  tryAgainIn: {
    en: '{tooMany} Please try again in {wait}.',
    hi: '{tooMany} कृपया {wait} बाद फिर से प्रयास करें।',
  },
  waitOneMinute: { en: '{minutes} minute', hi: '{minutes} मिनट' },
  waitMinutes: { en: '{minutes} minutes', hi: '{minutes} मिनट' },
  waitHours: { en: '{hours} hours', hi: '{hours} घंटे' },

  // The payer's contact fields (registration, waiting list, donation)
  eventSlugRequired: { en: 'eventSlug is required', hi: 'आयोजन बताना आवश्यक है' },
  ticketTypeIdInvalid: {
    en: WAITLIST_MESSAGES.chooseTicketType,
    hi: 'इस आयोजन का कोई एक टिकट प्रकार चुनें',
  },
  numberOfTicketsInvalid: {
    en: `numberOfTickets must be a whole number from ${MIN_TICKETS_PER_REGISTRATION} to ${MAX_TICKETS_PER_REGISTRATION}`,
    hi: `टिकटों की संख्या ${MIN_TICKETS_PER_REGISTRATION} से ${MAX_TICKETS_PER_REGISTRATION} के बीच की पूर्ण संख्या होनी चाहिए`,
  },
  payerNameRequired: { en: 'name is required', hi: 'नाम आवश्यक है' },
  payerNameTooLong: { en: 'name must be at most 200 characters', hi: 'नाम अधिकतम 200 अक्षरों का हो सकता है' },
  payerNameNotText: { en: 'name must be a string', hi: 'नाम अक्षरों में लिखें' },
  payerNameEmpty: { en: 'name must not be empty', hi: 'नाम खाली नहीं हो सकता' },
  payerEmailInvalid: { en: 'email must be a valid e-mail address', hi: 'कृपया मान्य ई-मेल पता लिखें' },
  payerEmailRequired: { en: 'email is required', hi: 'ई-मेल पता आवश्यक है' },
  payerPhoneInvalid: {
    en: 'phone must be a valid phone number (7 to 15 digits, optional leading +)',
    hi: 'कृपया मान्य फ़ोन नंबर लिखें (7 से 15 अंक, आरंभ में + लगा सकते हैं)',
  },
  payerPhoneRequired: { en: 'phone is required', hi: 'फ़ोन नंबर आवश्यक है' },
  payerAddressRequired: { en: 'address is required', hi: 'पता आवश्यक है' },
  bookingNothingToCorrect: {
    en: BOOKING_MESSAGES.nothingToCorrect,
    hi: 'सुधारने को कुछ नहीं: नाम, फ़ोन या पता भेजें',
  },
  bookingErased: {
    en: BOOKING_MESSAGES.erased,
    hi: 'इस बुकिंग का व्यक्तिगत डेटा मिटा दिया गया है, इसलिए सुधारने को कुछ नहीं है।',
  },
  payerAddressTooLong: {
    en: 'address must be at most 1000 characters',
    hi: 'पता अधिकतम 1000 अक्षरों का हो सकता है',
  },

  // Registering for an event for children (DPDP Act s.9)
  guardianNameRequired: {
    en: GUARDIAN_MESSAGES.nameRequired,
    hi: 'यह आयोजन बच्चों के लिए है: माता-पिता या अभिभावक का नाम लिखें',
  },
  guardianConsentRequired: {
    en: GUARDIAN_MESSAGES.consentRequired,
    hi: 'यह आयोजन बच्चों के लिए है: बुकिंग के लिए माता-पिता या अभिभावक की सहमति आवश्यक है',
  },
  guardianNameTooLong: {
    en: GUARDIAN_MESSAGES.nameTooLong,
    hi: 'माता-पिता या अभिभावक का नाम अधिकतम 200 अक्षरों का हो सकता है',
  },
  guardianConsentInvalid: {
    en: GUARDIAN_MESSAGES.consentInvalid,
    hi: 'सहमति हाँ या ना में होनी चाहिए',
  },

  // Registering for an event
  eventNotFound: { en: MESSAGES.eventNotFound, hi: 'आयोजन नहीं मिला' },
  registrationNotFound: { en: 'Registration not found', hi: 'पंजीकरण नहीं मिला' },
  registrationClosed: { en: MESSAGES.registrationClosed, hi: 'पंजीकरण बंद है' },
  eventCancelled: { en: EVENT_CANCELLATION_MESSAGES.cancelled, hi: 'यह आयोजन रद्द कर दिया गया है।' },
  soldOut: { en: MESSAGES.soldOut, hi: 'सभी टिकट बिक चुके' },
  notEnoughTickets: {
    en: 'Not enough tickets available for this type.',
    hi: 'इस प्रकार के पर्याप्त टिकट उपलब्ध नहीं हैं।',
  },
  ticketsAvailable: {
    en: 'Only {available} tickets available for this type.',
    hi: 'इस प्रकार के केवल {available} टिकट उपलब्ध हैं।',
  },
  ticketTypeChoose: { en: 'Choose a ticket type', hi: 'टिकट का प्रकार चुनें' },
  ticketTypeUnknown: {
    en: 'Unknown ticket type for this event',
    hi: 'यह टिकट प्रकार इस आयोजन का नहीं है',
  },
  ticketTypeNone: { en: 'This event has no ticket types', hi: 'इस आयोजन में कोई टिकट प्रकार नहीं है' },
  registrationNoPayment: {
    en: 'This registration has no payment to confirm',
    hi: 'इस पंजीकरण का कोई भुगतान पुष्टि के लिए बाकी नहीं है',
  },
  registrationPaymentMismatch: {
    en: 'The payment does not belong to this registration',
    hi: 'यह भुगतान इस पंजीकरण का नहीं है',
  },
  refundPending: {
    en: 'Your payment arrived after your seats were released and they have been taken meanwhile. The payment will be refunded.',
    hi: 'आपका भुगतान आपकी सीटें छोड़ दिए जाने के बाद पहुँचा, और इस बीच वे सीटें दूसरों ने ले लीं। आपकी राशि वापस कर दी जाएगी।',
  },
  // A hold beyond the per-holder limit: English words its plurals, so each form is its own text
  holdLimitOne: {
    en: 'At most {max} unpaid ticket can be on hold for this event for one e-mail address, phone number or network at a time, and {held} already is. Complete or cancel the payment in progress, or try again when its hold ends.',
    hi: 'इस आयोजन के लिए एक ई-मेल पते, फ़ोन नंबर या नेटवर्क से एक समय में अधिकतम {max} बिना भुगतान वाला टिकट रोका जा सकता है, और {held} पहले से रुका हुआ है। चल रहा भुगतान पूरा करें या रद्द करें, या उसकी रोक समाप्त होने पर फिर से प्रयास करें।',
  },
  holdLimitOneHeldMany: {
    en: 'At most {max} unpaid ticket can be on hold for this event for one e-mail address, phone number or network at a time, and {held} already are. Complete or cancel the payment in progress, or try again when its hold ends.',
    hi: 'इस आयोजन के लिए एक ई-मेल पते, फ़ोन नंबर या नेटवर्क से एक समय में अधिकतम {max} बिना भुगतान वाला टिकट रोका जा सकता है, और {held} पहले से रुके हुए हैं। चल रहा भुगतान पूरा करें या रद्द करें, या उसकी रोक समाप्त होने पर फिर से प्रयास करें।',
  },
  holdLimitHeldOne: {
    en: 'At most {max} unpaid tickets can be on hold for this event for one e-mail address, phone number or network at a time, and {held} already is. Complete or cancel the payment in progress, or try again when its hold ends.',
    hi: 'इस आयोजन के लिए एक ई-मेल पते, फ़ोन नंबर या नेटवर्क से एक समय में अधिकतम {max} बिना भुगतान वाले टिकट रोके जा सकते हैं, और {held} पहले से रुका हुआ है। चल रहा भुगतान पूरा करें या रद्द करें, या उसकी रोक समाप्त होने पर फिर से प्रयास करें।',
  },
  holdLimitMany: {
    en: 'At most {max} unpaid tickets can be on hold for this event for one e-mail address, phone number or network at a time, and {held} already are. Complete or cancel the payment in progress, or try again when its hold ends.',
    hi: 'इस आयोजन के लिए एक ई-मेल पते, फ़ोन नंबर या नेटवर्क से एक समय में अधिकतम {max} बिना भुगतान वाले टिकट रोके जा सकते हैं, और {held} पहले से रुके हुए हैं। चल रहा भुगतान पूरा करें या रद्द करें, या उसकी रोक समाप्त होने पर फिर से प्रयास करें।',
  },
  holdShareSome: {
    en: 'Many tickets for this event are waiting for payment right now: at most {allowed} more can be held. Choose fewer tickets, or try again in a few minutes.',
    hi: 'इस आयोजन के कई टिकट अभी भुगतान की प्रतीक्षा में हैं: अधिकतम {allowed} और रोके जा सकते हैं। कम टिकट चुनें, या कुछ मिनट बाद फिर से प्रयास करें।',
  },
  holdShareNone: {
    en: 'Many tickets for this event are waiting for payment right now. Please try again in a few minutes.',
    hi: 'इस आयोजन के कई टिकट अभी भुगतान की प्रतीक्षा में हैं। कृपया कुछ मिनट बाद फिर से प्रयास करें।',
  },

  // The booking page: ticket, resend, cancel
  bookingNotFound: { en: BOOKING_MESSAGES.notFound, hi: 'बुकिंग नहीं मिली' },
  bookingTicketPending: {
    en: BOOKING_MESSAGES.ticketPending,
    hi: 'यह बुकिंग अपने भुगतान की प्रतीक्षा में है: भुगतान की पुष्टि होते ही टिकट जारी किया जाएगा।',
  },
  bookingTicketFailed: {
    en: BOOKING_MESSAGES.ticketFailed,
    hi: 'यह बुकिंग पूरी नहीं हुई (इसका भुगतान विफल रहा या रद्द कर दिया गया), इसलिए इसका कोई टिकट नहीं है।',
  },
  bookingCancelled: {
    en: BOOKING_MESSAGES.cancelled,
    hi: 'यह बुकिंग रद्द कर दी गई थी, इसलिए इसका टिकट अब मान्य नहीं है।',
  },
  bookingNotCancellable: {
    en: CANCELLATION_MESSAGES.notCancellable,
    hi: 'यह बुकिंग रद्द नहीं की जा सकती: यह आयोजन रद्द करने की अनुमति नहीं देता।',
  },
  bookingNotConfirmed: {
    en: CANCELLATION_MESSAGES.notCompleted,
    hi: 'केवल पक्की हो चुकी बुकिंग ही रद्द की जा सकती है।',
  },
  cancellationClosed: { en: 'Cancellation closed.', hi: 'रद्द करने का समय समाप्त हो चुका है।' },
  // What the booking page says of cancelling (the rule's summary), in the booking's language
  cancelUntil: { en: 'You can cancel until {when}.', hi: 'आप {when} तक रद्द कर सकते हैं।' },
  cancelUntilRefund: {
    en: 'You can cancel until {when} and get {refund} back ({percent}%).',
    hi: 'आप {when} तक रद्द कर सकते हैं और {refund} ({percent}%) वापस पा सकते हैं।',
  },
  cancelUntilNoRefund: {
    en: 'You can cancel until {when}; nothing of the {amount} paid is refunded (0%).',
    hi: 'आप {when} तक रद्द कर सकते हैं; चुकाए गए {amount} में से कुछ भी वापस नहीं मिलेगा (0%)।',
  },
  refundPartOf: { en: '{refund} of {amount}', hi: '{amount} में से {refund}' },
  // A booking's refund, the sentence of its state (the booking page, in the request's language)
  refundStatusPending: {
    en: 'A refund of {inWords} has been requested. Banks usually take 5 to 7 working days to return it to your account.',
    hi: '{inWords} की धनवापसी का अनुरोध कर दिया गया है। बैंक आम तौर पर इसे आपके खाते में लौटाने में 5 से 7 कार्यदिवस लेते हैं।',
  },
  refundStatusProcessed: {
    en: 'Your refund of {inWords} has been processed. It reaches your account in the next few days.',
    hi: 'आपकी {inWords} की धनवापसी कर दी गई है। यह अगले कुछ दिनों में आपके खाते में पहुँच जाएगी।',
  },
  refundStatusFailed: {
    en: 'Your refund of {inWords} could not be made yet. Our team has been told and will try again.',
    hi: 'आपकी {inWords} की धनवापसी अभी नहीं हो सकी। हमारी टीम को सूचित कर दिया गया है और वह फिर से प्रयास करेगी।',
  },
  bookingCancelledOn: {
    en: 'This booking was cancelled on {at} (India time).',
    hi: 'यह बुकिंग {at} को रद्द की गई।',
  },
  bookingCancelledOnRefund: {
    en: 'This booking was cancelled on {at} (India time). Refund: {refund} ({percent}%).',
    hi: 'यह बुकिंग {at} को रद्द की गई। वापसी: {refund} ({percent}%)।',
  },
  bookingCancelledOnNoRefund: {
    en: 'This booking was cancelled on {at} (India time). Nothing was refunded.',
    hi: 'यह बुकिंग {at} को रद्द की गई। कोई राशि वापस नहीं की गई।',
  },
  cancellationClosedAt: {
    en: 'Cancellation closed at {when}.',
    hi: 'रद्द करने का समय {when} समाप्त हो गया।',
  },

  // The waiting list and its offers
  waitlistSeatsAvailable: {
    en: WAITLIST_MESSAGES.seatsAvailable,
    hi: 'सीटें उपलब्ध हैं: प्रतीक्षा सूची के बजाय पंजीकरण करें',
  },
  waitlistAlreadyWaiting: {
    en: WAITLIST_MESSAGES.alreadyWaiting,
    hi: 'आप इस टिकट प्रकार की प्रतीक्षा सूची में पहले से हैं',
  },
  waitlistOfferNotFound: { en: WAITLIST_MESSAGES.offerNotFound, hi: 'यह प्रस्ताव लिंक काम नहीं कर रहा है' },
  waitlistOfferOver: {
    en: WAITLIST_MESSAGES.offerOver,
    hi: 'यह प्रस्ताव अब खुला नहीं है: इसकी सीटें प्रतीक्षा सूची में अगले व्यक्ति को दे दी गईं',
  },

  // Giving: the donation form, its payment, recurring gifts and My giving
  amountInvalid: {
    en: 'amount must be a whole number of rupees, at least 1',
    hi: 'राशि कम से कम 1 रुपये की, पूरे रुपयों में होनी चाहिए',
  },
  amountTooLarge: { en: 'amount is too large', hi: 'राशि बहुत अधिक है' },
  amountAtMost: { en: 'amount must be at most {max}', hi: 'राशि अधिकतम {max} हो सकती है' },
  donationTypeInvalid: {
    en: 'donationType must be monthly, yearly or one-time',
    hi: 'दान का प्रकार मासिक, वार्षिक या एक बार का होना चाहिए',
  },
  recurringNameRequired: {
    en: 'name is required for a monthly or yearly gift',
    hi: 'मासिक या वार्षिक दान के लिए नाम आवश्यक है',
  },
  recurringEmailRequired: {
    en: 'email is required for a monthly or yearly gift',
    hi: 'मासिक या वार्षिक दान के लिए ई-मेल पता आवश्यक है',
  },
  panInvalid: { en: MESSAGES.panInvalid, hi: 'पैन, ABCDE1234F जैसा होना चाहिए' },
  addressRequiredWithPan: { en: MESSAGES.addressRequiredWithPan, hi: 'पैन देने पर पता आवश्यक है' },
  donorAddressTooLong: {
    en: 'address must be at most 500 characters',
    hi: 'पता अधिकतम 500 अक्षरों का हो सकता है',
  },
  panNotText: { en: 'pan must be text', hi: 'पैन अक्षरों में लिखें' },
  addressNotText: { en: 'address must be text', hi: 'पता अक्षरों में लिखें' },
  projectUnavailable: {
    en: DONATION_PROJECT_MESSAGES.unavailable,
    hi: 'यह परियोजना अब दान के लिए खुली नहीं है। कोई दूसरी परियोजना चुनें या बिना परियोजना के दान करें।',
  },
  // The donor's citizenship (the Foreign Contribution (Regulation) Act, 2010: fcra.ts)
  citizenshipRequired: {
    en: FCRA_MESSAGES.citizenshipRequired,
    hi: 'नागरिकता आवश्यक है: indian-in-india, indian-abroad या foreign',
  },
  citizenshipInvalid: {
    en: FCRA_MESSAGES.citizenshipInvalid,
    hi: 'नागरिकता indian-in-india, indian-abroad या foreign में से एक होनी चाहिए',
  },
  passportRequired: {
    en: FCRA_MESSAGES.passportRequired,
    hi: 'विदेश में रहने वाले भारतीय नागरिक के लिए पासपोर्ट नंबर आवश्यक है',
  },
  passportInvalid: {
    en: FCRA_MESSAGES.passportInvalid,
    hi: 'पासपोर्ट नंबर A1234567 जैसा भारतीय पासपोर्ट नंबर होना चाहिए',
  },
  foreignContributionRefused: {
    en: FCRA_MESSAGES.foreignRefused,
    hi: 'दान करने की आपकी इच्छा के लिए धन्यवाद। फ़ाउंडेशन विदेशी नागरिकों (OCI और PIO कार्डधारकों सहित) से योगदान लेने के लिए पंजीकृत नहीं है, इसलिए वह आपका दान ऑनलाइन स्वीकार नहीं कर सकता।',
  },
  foreignRecurringRefused: {
    en: FCRA_MESSAGES.foreignRecurringRefused,
    hi: 'विदेशी नागरिक का दान एक बार लिया जा सकता है, मासिक या वार्षिक नहीं: कृपया एक बार का दान चुनें।',
  },
  donationNotFound: { en: 'Donation not found', hi: 'दान नहीं मिला' },
  donationNoPayment: {
    en: 'This donation has no payment to confirm',
    hi: 'इस दान का कोई भुगतान पुष्टि के लिए बाकी नहीं है',
  },
  donationPaymentMismatch: {
    en: 'The payment does not belong to this donation',
    hi: 'यह भुगतान इस दान का नहीं है',
  },
  donationNoReceipt: { en: 'This donation has no receipt yet', hi: 'इस दान की अभी कोई रसीद नहीं है' },
  recurringGiftNotFound: { en: 'Recurring gift not found', hi: 'नियमित दान नहीं मिला' },
  renewalLinkInvalid: {
    en: 'This link to set your gift up again is no longer valid. You can start a new gift on this page.',
    hi: 'दान फिर से शुरू करने का यह लिंक अब मान्य नहीं है। आप इसी पृष्ठ पर नया दान शुरू कर सकते हैं।',
  },
  renewsGiftInvalid: {
    en: 'renewsRecurringGiftId must be a recurring gift id',
    hi: 'renewsRecurringGiftId किसी नियमित दान की पहचान होनी चाहिए',
  },
  renewalKeyRequired: {
    en: 'renewalKey is required with renewsRecurringGiftId',
    hi: 'renewsRecurringGiftId के साथ renewalKey आवश्यक है',
  },
  recurringGiftMismatch: {
    en: 'The authorisation does not belong to this recurring gift',
    hi: 'यह स्वीकृति इस नियमित दान की नहीं है',
  },
  recurringGiftNoSubscription: {
    en: 'This recurring gift has no subscription to authorise',
    hi: 'इस नियमित दान का कोई ई-मैंडेट स्वीकृति के लिए बाकी नहीं है',
  },
  recurringGiftAuthorised: {
    en: 'This recurring gift has already been authorised',
    hi: 'इस नियमित दान की स्वीकृति पहले ही हो चुकी है',
  },
  taxDetailsNeeded: {
    en: 'PAN and address are needed for an 80G receipt',
    hi: '80G रसीद के लिए पैन और पता आवश्यक हैं',
  },
  nothingToReceipt: {
    en: 'None of your completed donations can get an 80G receipt now',
    hi: 'आपके पूरे हो चुके दानों में से किसी पर भी अभी 80G रसीद नहीं बन सकती',
  },
  paymentSignatureInvalid: {
    en: 'The payment signature is not valid',
    hi: 'भुगतान का हस्ताक्षर मान्य नहीं है',
  },
  paymentProviderUnavailable: {
    en: 'The payment provider cannot be reached right now. Please try again in a few minutes.',
    hi: 'भुगतान सेवा से अभी संपर्क नहीं हो पा रहा है। कृपया कुछ मिनट बाद फिर से प्रयास करें।',
  },
  paymentProviderRefused: {
    en: 'The payment provider could not create the order. Please try again later.',
    hi: 'भुगतान सेवा ऑर्डर नहीं बना सकी। कृपया बाद में फिर से प्रयास करें।',
  },
  // What Checkout shows the payer as the payment's description
  paymentForRegistration: { en: 'Registration for {event}', hi: '{event} के लिए पंजीकरण' },
  paymentForDonation: { en: 'Donation to {foundation}', hi: '{foundation} को दान' },
  // Why a refunded gift's receipt is cancelled (printed on it, in the donor's language)
  receiptRefundedReason: { en: 'Gift refunded: {reason}', hi: 'दान की धनवापसी की गई: {reason}' },
  paymentForMonthlyGift: { en: 'Monthly gift to {foundation}', hi: '{foundation} को मासिक दान' },
  paymentForYearlyGift: { en: 'Yearly gift to {foundation}', hi: '{foundation} को वार्षिक दान' },

  // Contact and newsletter
  contactFullNameRequired: { en: CONTACT_MESSAGES.fullNameRequired, hi: 'पूरा नाम आवश्यक है' },
  contactFullNameTooLong: {
    en: CONTACT_MESSAGES.fullNameTooLong,
    hi: `पूरा नाम अधिकतम ${CONTACT_LIMITS.fullNameMax} अक्षरों का हो सकता है`,
  },
  contactWhatsappRequired: { en: CONTACT_MESSAGES.whatsappRequired, hi: 'WhatsApp नंबर आवश्यक है' },
  contactWhatsappInvalid: {
    en: CONTACT_MESSAGES.whatsappInvalid,
    hi: 'मान्य WhatsApp नंबर लिखें, जैसे +91 98765 43210',
  },
  contactMessageRequired: { en: CONTACT_MESSAGES.messageRequired, hi: 'संदेश आवश्यक है' },
  messageTooLong: {
    en: CONTACT_MESSAGES.messageTooLong,
    hi: `संदेश अधिकतम ${CONTACT_LIMITS.messageMax} अक्षरों का हो सकता है`,
  },
  emailInvalid: { en: CONTACT_MESSAGES.emailInvalid, hi: 'मान्य ई-मेल पता लिखें' },
  newsletterConsentRequired: {
    en: NEWSLETTER_MESSAGES.consentRequired,
    hi: 'न्यूज़लेटर पाने के लिए सहमति वाले बॉक्स पर निशान लगाएँ',
  },
  newsletterUnsubscribeNotFound: {
    en: NEWSLETTER_MESSAGES.unsubscribeNotFound,
    hi: 'यह सदस्यता छोड़ने का लिंक मान्य नहीं है',
  },

  // The volunteer application (Yogamitra)
  volunteerNameRequired: { en: VOLUNTEER_MESSAGES.nameRequired, hi: 'नाम आवश्यक है' },
  volunteerNameTooLong: {
    en: VOLUNTEER_MESSAGES.nameTooLong,
    hi: `नाम अधिकतम ${VOLUNTEER_LIMITS.nameMax} अक्षरों का हो सकता है`,
  },
  volunteerEmailRequired: { en: VOLUNTEER_MESSAGES.emailRequired, hi: 'ई-मेल पता आवश्यक है' },
  volunteerPhoneRequired: { en: VOLUNTEER_MESSAGES.phoneRequired, hi: 'फ़ोन नंबर आवश्यक है' },
  volunteerPhoneInvalid: {
    en: VOLUNTEER_MESSAGES.phoneInvalid,
    hi: 'मान्य फ़ोन नंबर लिखें, जैसे +91 98765 43210',
  },
  volunteerCityRequired: { en: VOLUNTEER_MESSAGES.cityRequired, hi: 'शहर आवश्यक है' },
  volunteerCityTooLong: {
    en: VOLUNTEER_MESSAGES.cityTooLong,
    hi: `शहर का नाम अधिकतम ${VOLUNTEER_LIMITS.cityMax} अक्षरों का हो सकता है`,
  },
  volunteerRoleRequired: { en: VOLUNTEER_MESSAGES.roleRequired, hi: 'कोई भूमिका चुनें' },
  volunteerRoleUnavailable: {
    en: VOLUNTEER_MESSAGES.roleUnavailable,
    hi: 'यह भूमिका अब खुली नहीं है। कोई दूसरी भूमिका चुनें।',
  },
  volunteerAvailabilityRequired: {
    en: VOLUNTEER_MESSAGES.availabilityRequired,
    hi: 'उपलब्धता बताना आवश्यक है',
  },
  volunteerAvailabilityTooLong: {
    en: VOLUNTEER_MESSAGES.availabilityTooLong,
    hi: `उपलब्धता अधिकतम ${VOLUNTEER_LIMITS.availabilityMax} अक्षरों में लिखें`,
  },
  // The Sessions page's join button
  sessionNotFound: { en: SESSION_MESSAGES.sessionNotFound, hi: 'सत्र नहीं मिला' },
  sessionArchived: {
    en: SESSION_MESSAGES.archived,
    hi: 'यह सत्र समाप्त हो चुका है। इसकी रिकॉर्डिंग पिछले सत्र टैब में देखें।',
  },
  sessionStartsAt: { en: SESSION_MESSAGES.startsAt('{when}'), hi: 'अगला सत्र {when} शुरू होगा' },

  volunteerMessageNotText: { en: 'Message must be text', hi: 'संदेश अक्षरों में लिखें' },
} as const satisfies Record<string, Record<Locale, string>>;

export type ApiMessageKey = keyof typeof API_MESSAGES;

/** A value of a text: as it is, or written for the language (a date, a nested text). */
export type ApiTextValue = string | number | ApiText | ((locale: Locale) => string);

/** A text of the catalogue with its values, kept by an error so it can be said in the request's language. */
export interface ApiText {
  key: ApiMessageKey;
  values?: Record<string, ApiTextValue>;
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** The placeholders of a template, sorted: '{max} of {held}' → ['held', 'max']. */
export function apiMessagePlaceholders(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((match) => match[1]).sort();
}

/** A text in a language, its values put in (nested texts in the same language). */
export function renderApiText(text: ApiText, locale: Locale): string {
  const template: string = API_MESSAGES[text.key][locale];
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    const value = text.values?.[name];
    if (value === undefined) return whole;
    if (typeof value === 'function') return value(locale);
    if (typeof value === 'object') return renderApiText(value, locale);
    return String(value);
  });
}

/** `apiMessage('soldOut')` → 'Sold Out'; `apiMessage('ticketsAvailable', { available: 2 }, 'hi')`. */
export function apiMessage(
  key: ApiMessageKey,
  values?: Record<string, ApiTextValue>,
  locale: Locale = 'en',
): string {
  return renderApiText({ key, values }, locale);
}

let byEnglish: Map<string, ApiMessageKey> | undefined;

/** The fixed texts (no values) by their English, to say a finished English answer in another language. */
function keysByEnglish(): Map<string, ApiMessageKey> {
  if (!byEnglish) {
    byEnglish = new Map();
    for (const [key, entry] of Object.entries(API_MESSAGES) as [ApiMessageKey, Record<Locale, string>][]) {
      if (apiMessagePlaceholders(entry.en).length === 0 && !byEnglish.has(entry.en)) {
        byEnglish.set(entry.en, key);
      }
    }
  }
  return byEnglish;
}

/**
 * An English text the API wrote, in a language: the catalogue's text with the same English, or, for a
 * list of such texts joined by '; ' (a form's problems in one sentence), each of them. Anything else (a
 * staff-only text) stays English.
 */
export function localizeApiMessage(english: string, locale: Locale): string {
  if (locale === 'en') return english;
  const key = keysByEnglish().get(english);
  if (key) return API_MESSAGES[key][locale];
  if (english.includes('; ')) {
    const parts = english.split('; ');
    if (parts.every((part) => keysByEnglish().has(part))) {
      return parts.map((part) => localizeApiMessage(part, locale)).join('; ');
    }
  }
  return english;
}

const TOO_MANY_KEYS: Record<RateLimitedAction, ApiMessageKey> = {
  registration: 'tooManyRegistration',
  donationOrder: 'tooManyDonationOrder',
  contact: 'tooManyContact',
  newsletter: 'tooManyNewsletter',
  newsletterUnsubscribe: 'tooManyNewsletterUnsubscribe',
  myGiving: 'tooManyMyGiving',
  bookingResend: 'tooManyBookingResend',
  volunteerApplication: 'tooManyVolunteerApplication',
  bookingCancel: 'tooManyBookingCancel',
  checkInScans: 'tooManyCheckInScans',
  checkInWalkIns: 'tooManyCheckInWalkIns',
  waitlistJoin: 'tooManyWaitlistJoin',
  eventMessage: 'tooManyEventMessage',
  staffInvite: 'tooManyStaffInvite',
  personalData: 'tooManyPersonalData',
};

/** How long until a limit's window ends, rounded up: the same steps as `waitText`, in any language. */
export function waitApiText(seconds: number): ApiText {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes === 1) return { key: 'waitOneMinute', values: { minutes } };
  if (minutes <= 90) return { key: 'waitMinutes', values: { minutes } };
  return { key: 'waitHours', values: { hours: Math.ceil(minutes / 60) } };
}

/** The API's `429` for a public write; in English exactly `tooManyRequestsMessage(action, seconds)`. */
export function tooManyRequestsText(action: RateLimitedAction, retryAfterSeconds: number): ApiText {
  return {
    key: 'tryAgainIn',
    values: { tooMany: { key: TOO_MANY_KEYS[action] }, wait: waitApiText(retryAfterSeconds) },
  };
}

/** '₹500' when the whole amount comes back, '₹250 of ₹500' otherwise (as `refundInWords`, without the percent). */
function refundAmountText(refundPaise: number, amountPaise: number): ApiTextValue {
  const refund = formatInr(refundPaise / 100);
  if (refundPaise === amountPaise) return refund;
  return { key: 'refundPartOf', values: { refund, amount: formatInr(amountPaise / 100) } };
}

const percentOf = (refundPaise: number, amountPaise: number) =>
  amountPaise === 0 ? 0 : Math.round((refundPaise * 100) / amountPaise);

/** A refund in words, '₹600 of ₹1,200 (50%)' or '₹1,200 (100%)' (`refundInWords`), in a language. */
export function refundInWordsText(refundPaise: number, amountPaise: number): (locale: Locale) => string {
  const amount = refundAmountText(refundPaise, amountPaise);
  return (locale) => {
    const words = typeof amount === 'string' ? amount : renderApiText(amount as ApiText, locale);
    return `${words} (${percentOf(refundPaise, amountPaise)}%)`;
  };
}

const REFUND_STATUS_KEYS: Record<BookingRefundStatus, ApiMessageKey> = {
  pending: 'refundStatusPending',
  processed: 'refundStatusProcessed',
  failed: 'refundStatusFailed',
};

/** The sentence of a refund's state in English, for the e-mails: its `inWords` as they were written. */
export function refundStatusSentence(refund: Pick<BookingRefund, 'status' | 'inWords'>): string {
  return apiMessage(REFUND_STATUS_KEYS[refund.status], { inWords: refund.inWords });
}

/** The sentence of a booking refund's state (in English `refundStatusSentence`), to say in a language. */
export function refundStatusText(
  status: BookingRefundStatus,
  refundPaise: number,
  amountPaise: number,
): ApiText {
  return {
    key: REFUND_STATUS_KEYS[status],
    values: { inWords: refundInWordsText(refundPaise, amountPaise) },
  };
}

/**
 * What cancelling gives a booking now, as the booking page reads it: in English exactly the terms'
 * `summary` (`cancellationTerms`, and the API's own for a cancelled or unconfirmed booking), so it can be
 * said in the booking's language. `cancelledAt` is the cancelled booking's instant.
 */
export function cancellationSummaryText(terms: CancellationTerms, cancelledAt?: Date | null): ApiText {
  const { amountPaise, refundPaise } = terms;
  const deadline = terms.deadline ? new Date(terms.deadline) : null;
  const when = (locale: Locale) => (deadline ? formatDeadline(deadline, locale) : '');
  switch (terms.refusal) {
    case 'not-cancellable':
      return { key: 'bookingNotCancellable' };
    case 'not-completed':
      return { key: 'bookingNotConfirmed' };
    case 'deadline-passed':
      return { key: 'cancellationClosedAt', values: { when } };
    case 'cancelled': {
      const at = (locale: Locale) => formatIndiaDateTime(cancelledAt ?? null, locale);
      if (amountPaise === 0) return { key: 'bookingCancelledOn', values: { at } };
      if (refundPaise === 0) return { key: 'bookingCancelledOnNoRefund', values: { at } };
      return {
        key: 'bookingCancelledOnRefund',
        values: {
          at,
          refund: refundAmountText(refundPaise, amountPaise),
          percent: percentOf(refundPaise, amountPaise),
        },
      };
    }
    default:
      if (amountPaise === 0) return { key: 'cancelUntil', values: { when } };
      if (refundPaise === 0) {
        return { key: 'cancelUntilNoRefund', values: { when, amount: formatInr(amountPaise / 100) } };
      }
      return {
        key: 'cancelUntilRefund',
        values: {
          when,
          refund: refundAmountText(refundPaise, amountPaise),
          percent: percentOf(refundPaise, amountPaise),
        },
      };
  }
}

import {
  formatInr,
  refundInWords,
  refundStatusSentence,
  type Locale,
  type RecurringPeriod,
  type TaxRegime,
} from '@foundation/shared';

/**
 * Every text of the e-mails a visitor receives, once per language. Each entry is a whole sentence (or a
 * label) with its values as parameters, so a translation can put them where its grammar wants them; no
 * e-mail is ever assembled from an untranslated fragment. Amounts and dates arrive already formatted in
 * the language (the shared formatters with the locale). Staff-facing e-mails are English only and do not
 * use this catalogue. The English texts are the product's own (docs/product.md) and must not change.
 */
export interface MailTexts {
  label: {
    bookingId: string;
    date: string;
    event: string;
    eventDates: string;
    location: string;
    name: string;
    email: string;
    phone: string;
    address: string;
    ticketType: string;
    numberOfTickets: string;
    paymentId: string;
    orderId: string;
    totalAmount: string;
    donationId: string;
    amount: string;
    receiptNumber: string;
    recurringGiftId: string;
    cancelled: string;
    giftsReceived: string;
    role: string;
    /** The volunteer form's spelling. */
    eMail: string;
    city: string;
    availability: string;
    message: string;
    received: string;
    amountPaid: string;
    refund: string;
    dates: string;
    tickets: string;
  };
  notApplicable: string;
  none: string;
  dearName: (name: string) => string;
  dearFriend: string;
  /** 'as you asked' / 'by {foundation}': who cancelled, inside a sentence. */
  cancelledByPerson: string;
  cancelledByFoundation: (foundationName: string) => string;
  bookingPage: string;
  booking: {
    intro: (eventTitle: string) => string;
    subject: (eventTitle: string) => string;
    calendarNote: string;
    icsDescription: (bookingId: string, tickets: number) => string;
    manageText: (bookingUrl: string) => string;
    manageLink: string;
    manageRest: string;
    keepLink: string;
  };
  donation: {
    received: (rupees: string) => string;
    nextDue: (date: string) => string;
    recurringStarted: (period: RecurringPeriod, rupees: string, next: string) => string;
    recurringContinues: (period: RecurringPeriod, rupees: string, next: string) => string;
    support: (foundationName: string) => string;
    /** The receipt attached is deductible under the regime of the gift's date (section 80G or 133). */
    receiptDeductible: (regime: TaxRegime) => string;
    receiptNotDeductible: (regime: TaxRegime) => string;
    linkRecurring: string;
    linkOneTime: string;
    myGiving: string;
    subject: (foundationName: string) => string;
  };
  /** A receipt cancelled by the foundation (a refund, a bounced cheque, a correction). */
  receiptCancelled: {
    subject: (receiptNumber: string) => string;
    body: (receiptNumber: string, date: string, reason: string) => string;
  };
  recurringCancelled: {
    thanksNone: string;
    thanksGifts: (count: number) => string;
    body: (
      period: RecurringPeriod,
      amount: string,
      foundationName: string,
      who: string,
      thanks: string,
    ) => string;
    perPeriod: (amount: string, period: RecurringPeriod) => string;
    receiptsStay: string;
    subject: (period: RecurringPeriod, foundationName: string) => string;
  };
  /** The certificate of donation the income-tax portal generated (Form 114), sent to its donor. */
  certificate: {
    subject: (form: string, year: string) => string;
    body: (form: string, year: string, foundationName: string) => string;
  };
  /** A monthly or yearly gift's debit failed (the provider's `subscription.pending` or `.halted`). */
  debitFailed: {
    subject: (period: RecurringPeriod, foundationName: string) => string;
    /** Being retried: the provider tries again; a gift that keeps failing stops. */
    pending: (period: RecurringPeriod, amount: string, foundationName: string) => string;
    /** Stopped after the provider's last retry: nothing more is charged. */
    halted: (period: RecurringPeriod, amount: string, foundationName: string) => string;
    setUpAgain: (perPeriod: string, project: string | null) => string;
    button: string;
    noticesFromBank: string;
  };
  volunteer: {
    body: (foundationName: string, roleTitle: string) => string;
    subject: (foundationName: string) => string;
  };
  cancellation: {
    refundComing: (inWords: string) => string;
    nothingRefunded: (paid: string) => string;
    body: (eventTitle: string, dates: string, who: string, money: string) => string;
    subject: (eventTitle: string) => string;
  };
  refund: {
    inWords: (refund: string, paid: string, percent: number, whole: boolean) => string;
    status: Record<'pending' | 'processed' | 'failed', (inWords: string) => string>;
    body: (sentence: string, bookingId: string, eventTitle: string) => string;
    subject: Record<'pending' | 'processed' | 'failed', (amount: string, eventTitle: string) => string>;
  };
  waitlist: {
    joined: (eventTitle: string, position: number, offerHours: number) => string;
    joinedSubject: (eventTitle: string) => string;
    offer: (eventTitle: string, tickets: number, until: string) => string;
    keepLink: string;
    confirm: string;
    offerSubject: (eventTitle: string) => string;
  };
  message: {
    footer: (eventTitle: string, foundationName: string) => string;
  };
  newsletter: {
    /** Why the reader gets it, and that they can leave at any time. */
    footer: (foundationName: string) => string;
    unsubscribe: string;
  };
  reminder: {
    /** `when`: the date (and time) already formatted in the language. */
    offline: (eventTitle: string, when: string) => string;
    online: (eventTitle: string, when: string) => string;
    subject: (eventTitle: string, when: string) => string;
    when: string;
    where: string;
    map: string;
    join: string;
    noJoinLink: string;
    ticket: string;
    ticketOnline: string;
    bookingPage: string;
    turnedAway: string;
  };
  eventCancelled: {
    subject: (eventTitle: string) => string;
    body: (eventTitle: string, dates: string) => string;
    reason: string;
    /** The whole payment comes back (`inWords` already in the language). */
    refund: (inWords: string) => string;
    free: string;
    apology: string;
  };
  eventChanged: {
    subject: (eventTitle: string) => string;
    body: (eventTitle: string) => string;
    /** The field labels of what changed: the new value, and what it was. */
    newDates: string;
    newTime: string;
    newPlace: string;
    was: (before: string) => string;
    noTime: string;
    /** The free cancellation: until when (already formatted), and what comes back. */
    freeCancel: (until: string, paid: string | null) => string;
    bookingPage: string;
  };
}

const en: MailTexts = {
  label: {
    bookingId: 'Booking ID',
    date: 'Date',
    event: 'Event',
    eventDates: 'Event dates',
    location: 'Location',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    address: 'Address',
    ticketType: 'Ticket type',
    numberOfTickets: 'Number of tickets',
    paymentId: 'Payment ID',
    orderId: 'Order ID',
    totalAmount: 'Total Amount',
    donationId: 'Donation ID',
    amount: 'Amount',
    receiptNumber: 'Receipt number',
    recurringGiftId: 'Recurring gift ID',
    cancelled: 'Cancelled',
    giftsReceived: 'Gifts received',
    role: 'Role',
    eMail: 'E-mail',
    city: 'City',
    availability: 'Availability',
    message: 'Message',
    received: 'Received',
    amountPaid: 'Amount paid',
    refund: 'Refund',
    dates: 'Dates',
    tickets: 'Tickets',
  },
  notApplicable: 'N/A',
  none: 'None',
  dearName: (name) => `Dear ${name},`,
  dearFriend: 'Dear friend,',
  cancelledByPerson: 'as you asked',
  cancelledByFoundation: (foundationName) => `by ${foundationName}`,
  bookingPage: 'Your booking page',
  booking: {
    intro: (title) => `Thank you for registering. Your booking for ${title} is confirmed.`,
    subject: (title) => `Booking confirmed: ${title}`,
    calendarNote: 'The event is attached as a calendar file.',
    icsDescription: (id, tickets) => `Booking ID ${id}, ${tickets} ticket(s).`,
    manageText: (url) => `Manage your booking (receipt, ticket, calendar): ${url}`,
    manageLink: 'Manage your booking',
    manageRest: ': print the receipt, download your ticket, add the event to your calendar.',
    keepLink: 'Keep this link to yourself: anyone who has it can see your booking.',
  },
  donation: {
    received: (rupees) => `Your gift of ${rupees} was received. Thank you.`,
    nextDue: (date) => `; the next is due on ${date}`,
    recurringStarted: (period, rupees, next) =>
      `Your ${period} gift of ${rupees} is set up; the first ${rupees} was received today${next}.`,
    recurringContinues: (period, rupees, next) =>
      `Your ${period} gift of ${rupees} continues: another ${rupees} was received today${next}.`,
    support: (foundationName) => `Thank you for your support of ${foundationName}.`,
    receiptDeductible: (r) =>
      `Your donation receipt under section ${r.deductionSection} of the ${r.actName.en} is attached.`,
    receiptNotDeductible: (r) =>
      `Your donation receipt is attached. It does not give a deduction under section ${r.deductionSection} of the ${r.actName.en}: add your PAN and address on your My giving page to receive one that does.`,
    linkRecurring:
      'See your gifts, download your receipts and manage or cancel your recurring gift on your My giving page:',
    linkOneTime: 'See your gifts and download your receipts on your My giving page:',
    myGiving: 'My giving',
    subject: (foundationName) => `Thank you for your donation to ${foundationName}`,
  },
  receiptCancelled: {
    subject: (number) => `Receipt ${number} is cancelled`,
    body: (number, date, reason) =>
      `Your donation receipt ${number} was cancelled on ${date}. Reason: ${reason}. The cancelled receipt is attached; it can no longer be used to claim a deduction.`,
  },
  recurringCancelled: {
    thanksNone: 'Thank you for thinking of us.',
    thanksGifts: (count) => `Thank you for the ${count === 1 ? 'gift' : `${count} gifts`} you made.`,
    body: (period, amount, foundationName, who, thanks) =>
      `Your ${period} gift of ${amount} to ${foundationName} has been cancelled ${who}. Nothing more will be charged. ${thanks}`,
    perPeriod: (amount, period) => `${amount} ${period === 'monthly' ? 'a month' : 'a year'}`,
    receiptsStay: 'Your receipts stay on your My giving page:',
    subject: (period, foundationName) => `Your ${period} gift to ${foundationName} is cancelled`,
  },
  certificate: {
    subject: (form, year) => `Your certificate of donation (${form}) for ${year}`,
    body: (form, year, foundationName) =>
      `Attached is your certificate of donation (${form}) for ${year}, generated by the income-tax portal from the statement of donations ${foundationName} filed. Keep it with your tax papers: it is what your deduction relies on. It is also on your My giving page:`,
  },
  debitFailed: {
    subject: (period, foundationName) =>
      `Your ${period} gift to ${foundationName}: the debit did not go through`,
    pending: (period, amount, foundationName) =>
      `The ${period} debit of ${amount} for your gift to ${foundationName} did not go through. It will be tried again; if it keeps failing, the gift stops.`,
    halted: (period, amount, foundationName) =>
      `The ${period} debit of ${amount} for your gift to ${foundationName} did not go through after several tries, so the gift has stopped. Nothing more will be charged.`,
    setUpAgain: (perPeriod, project) =>
      `To go on giving ${perPeriod}${project ? ` to ${project}` : ''}, set the gift up again with a card or UPI that works: it starts a new gift of the same amount, and the one that failed is cancelled.`,
    button: 'Set up my gift again',
    noticesFromBank:
      'Your bank or UPI app tells you before each debit, as the Reserve Bank of India requires; we do not send those notices ourselves.',
  },
  volunteer: {
    body: (foundationName, roleTitle) =>
      `Thank you for offering your time to ${foundationName} as ${roleTitle}. We have received your application and will be in touch soon.`,
    subject: (foundationName) => `Your volunteer application to ${foundationName}`,
  },
  cancellation: {
    refundComing: (inWords) =>
      ` You get ${inWords} back: we have asked for the refund to the card or account you paid with, and we will e-mail you when it is made.`,
    nothingRefunded: (paid) => ` Nothing of the ${paid} paid is refunded.`,
    body: (title, dates, who, money) =>
      `Your booking for ${title} (${dates}) has been cancelled ${who}. Its ticket is no longer valid.${money}`,
    subject: (title) => `Booking cancelled: ${title}`,
  },
  refund: {
    // The site and the admin panel say the same (libs/shared cancellation.ts): one English wording.
    inWords: (refund, paid, percent, whole) => `${whole ? refund : `${refund} of ${paid}`} (${percent}%)`,
    status: {
      pending: (inWords) => refundStatusSentence({ status: 'pending', inWords }),
      processed: (inWords) => refundStatusSentence({ status: 'processed', inWords }),
      failed: (inWords) => refundStatusSentence({ status: 'failed', inWords }),
    },
    body: (sentence, bookingId, title) => `${sentence} (Booking ${bookingId}, ${title}.)`,
    subject: {
      pending: (amount, title) => `Refund requested: ${amount} for ${title}`,
      processed: (amount, title) => `Refund made: ${amount} for ${title}`,
      failed: (amount, title) => `Refund delayed: ${amount} for ${title}`,
    },
  },
  waitlist: {
    joined: (title, position, hours) =>
      `You are on the waiting list for ${title} (number ${position} in line). When seats free up we e-mail you an offer: the seats are then held for you for ${hours} hours, and you confirm them from the link in that e-mail. Nothing is booked or charged until you do.`,
    joinedSubject: (title) => `You are on the waiting list: ${title}`,
    offer: (title, tickets, until) =>
      `Seats have freed up for ${title} and we are holding ${tickets} for you until ${until} (India time). Confirm them from this link before then; afterwards they pass to the next person in line.`,
    keepLink: 'Keep this link to yourself: anyone who has it can take these seats.',
    confirm: 'Confirm your seats',
    offerSubject: (title) => `Seats are held for you: ${title}`,
  },
  message: {
    footer: (title, foundation) =>
      `You receive this message from ${foundation} because you booked ${title} or are on its waiting list.`,
  },
  newsletter: {
    footer: (foundation) =>
      `You receive this newsletter from ${foundation} because you subscribed to it. You can unsubscribe at any time, without signing in.`,
    unsubscribe: 'Unsubscribe',
  },
  reminder: {
    offline: (title, when) =>
      `This is a reminder of your booking for ${title}, on ${when}. We look forward to seeing you.`,
    online: (title, when) =>
      `This is a reminder of your booking for ${title}, which starts online at ${when}. Join from the link below.`,
    subject: (title, when) => `Reminder: ${title}, ${when}`,
    when: 'When',
    where: 'Where',
    map: 'Open the map',
    join: 'Join the event',
    noJoinLink: 'The join link will be sent to you before the start.',
    ticket: 'Your ticket is attached: show its QR code at the entrance, on your phone or printed.',
    ticketOnline: 'Your ticket is attached for your records.',
    bookingPage: 'Your booking, with your ticket and the option to cancel',
    turnedAway:
      'If you cannot come after all, please cancel from your booking page so that someone else can have your seat.',
  },
  eventCancelled: {
    subject: (title) => `Event cancelled: ${title}`,
    body: (title, dates) =>
      `We are sorry to tell you that ${title} (${dates}) has been cancelled by the foundation. Your booking is cancelled and its ticket is no longer valid.`,
    reason: 'Why',
    refund: (inWords) =>
      `You get ${inWords} back: we have asked for the refund to the card or account you paid with, and we will e-mail you when it is made.`,
    free: 'Your booking was free, so there is nothing to refund.',
    apology: 'We apologise for the inconvenience and hope to welcome you at another event.',
  },
  eventChanged: {
    subject: (title) => `Changed: ${title}`,
    body: (title) => `The details of ${title}, which you booked, have changed. Here is what is new:`,
    newDates: 'New dates',
    newTime: 'New start time',
    newPlace: 'New place',
    was: (before) => `(was: ${before})`,
    noTime: 'no start time',
    freeCancel: (until, paid) =>
      `If you can no longer come, you may cancel from your booking page until ${until} (India time)${paid ? ` and get all of the ${paid} you paid back` : ''}, whatever the event's usual cancellation rule says.`,
    bookingPage: 'Your booking, with the new details and the option to cancel',
  },
};

/** The Hindi name of a gift's rhythm, as an adjective ("मासिक दान"). */
const periodHi = (period: RecurringPeriod) => (period === 'monthly' ? 'मासिक' : 'वार्षिक');
/** The donor's page, named as the Hindi site names it. */
const MY_GIVING_HI = '"मेरा दान"';

const hi: MailTexts = {
  label: {
    bookingId: 'बुकिंग आईडी',
    date: 'दिनांक',
    event: 'कार्यक्रम',
    eventDates: 'कार्यक्रम की तिथियाँ',
    location: 'स्थान',
    name: 'नाम',
    email: 'ई-मेल',
    phone: 'फ़ोन',
    address: 'पता',
    ticketType: 'टिकट का प्रकार',
    numberOfTickets: 'टिकटों की संख्या',
    paymentId: 'भुगतान आईडी',
    orderId: 'ऑर्डर आईडी',
    totalAmount: 'कुल राशि',
    donationId: 'दान आईडी',
    amount: 'राशि',
    receiptNumber: 'रसीद संख्या',
    recurringGiftId: 'नियमित दान आईडी',
    cancelled: 'रद्द किया गया',
    giftsReceived: 'प्राप्त दान',
    role: 'भूमिका',
    eMail: 'ई-मेल',
    city: 'शहर',
    availability: 'उपलब्धता',
    message: 'संदेश',
    received: 'प्राप्त हुआ',
    amountPaid: 'भुगतान की गई राशि',
    refund: 'धनवापसी',
    dates: 'तिथियाँ',
    tickets: 'टिकट',
  },
  notApplicable: 'लागू नहीं',
  none: 'कोई नहीं',
  dearName: (name) => `प्रिय ${name} जी,`,
  dearFriend: 'प्रिय मित्र,',
  cancelledByPerson: 'आपके अनुरोध पर',
  cancelledByFoundation: (foundationName) => `${foundationName} द्वारा`,
  bookingPage: 'आपकी बुकिंग का पृष्ठ',
  booking: {
    intro: (title) => `पंजीकरण के लिए धन्यवाद। ${title} के लिए आपकी बुकिंग की पुष्टि हो गई है।`,
    subject: (title) => `बुकिंग की पुष्टि: ${title}`,
    calendarNote: 'कार्यक्रम कैलेंडर फ़ाइल के रूप में संलग्न है।',
    icsDescription: (id, tickets) => `बुकिंग आईडी ${id}, ${tickets} टिकट।`,
    manageText: (url) => `अपनी बुकिंग सँभालें (रसीद, टिकट, कैलेंडर): ${url}`,
    manageLink: 'अपनी बुकिंग सँभालें',
    manageRest: ': रसीद प्रिंट करें, अपना टिकट डाउनलोड करें, कार्यक्रम को अपने कैलेंडर में जोड़ें।',
    keepLink: 'यह लिंक किसी और को न दें: जिसके पास यह लिंक है, वह आपकी बुकिंग देख सकता है।',
  },
  donation: {
    received: (rupees) => `आपका ${rupees} का दान प्राप्त हुआ। धन्यवाद।`,
    nextDue: (date) => `; अगली राशि ${date} को देय है`,
    recurringStarted: (period, rupees, next) =>
      `आपका ${rupees} का ${periodHi(period)} दान शुरू हो गया है; पहले ${rupees} आज प्राप्त हुए${next}।`,
    recurringContinues: (period, rupees, next) =>
      `आपका ${rupees} का ${periodHi(period)} दान जारी है: आज फिर ${rupees} प्राप्त हुए${next}।`,
    support: (foundationName) => `${foundationName} को सहयोग देने के लिए आपका धन्यवाद।`,
    receiptDeductible: (r) => `${r.actName.hi} की धारा ${r.deductionSection} के अंतर्गत आपकी दान रसीद संलग्न है।`,
    receiptNotDeductible: (r) =>
      `आपकी दान रसीद संलग्न है। इस पर ${r.actName.hi} की धारा ${r.deductionSection} के अंतर्गत कटौती नहीं मिलती: ऐसी रसीद पाने के लिए अपने ${MY_GIVING_HI} पृष्ठ पर अपना पैन और पता जोड़ें।`,
    linkRecurring: `अपने ${MY_GIVING_HI} पृष्ठ पर अपने दान देखें, रसीदें डाउनलोड करें और अपना नियमित दान बदलें या रद्द करें:`,
    linkOneTime: `अपने ${MY_GIVING_HI} पृष्ठ पर अपने दान देखें और रसीदें डाउनलोड करें:`,
    myGiving: 'मेरा दान',
    subject: (foundationName) => `${foundationName} को दान देने के लिए धन्यवाद`,
  },
  receiptCancelled: {
    subject: (number) => `रसीद ${number} रद्द कर दी गई है`,
    body: (number, date, reason) =>
      `आपकी दान रसीद ${number} ${date} को रद्द कर दी गई है। कारण: ${reason}। रद्द की गई रसीद संलग्न है; अब इस रसीद के आधार पर कर कटौती का दावा नहीं किया जा सकता।`,
  },
  recurringCancelled: {
    thanksNone: 'आपके सहयोग के लिए धन्यवाद।',
    thanksGifts: (count) =>
      count === 1 ? 'आपके दिए हुए दान के लिए धन्यवाद।' : `आपके दिए हुए ${count} दानों के लिए धन्यवाद।`,
    body: (period, amount, foundationName, who, thanks) =>
      `${foundationName} को दिया जाने वाला आपका ${amount} का ${periodHi(period)} दान ${who} रद्द कर दिया गया है। अब आगे कोई राशि नहीं काटी जाएगी। ${thanks}`,
    perPeriod: (amount, period) => `${amount} ${period === 'monthly' ? 'प्रति माह' : 'प्रति वर्ष'}`,
    receiptsStay: `आपकी रसीदें आपके ${MY_GIVING_HI} पृष्ठ पर उपलब्ध रहेंगी:`,
    subject: (period, foundationName) => `${foundationName} को आपका ${periodHi(period)} दान रद्द हो गया है`,
  },
  certificate: {
    subject: (form, year) => `${year} के लिए आपका दान प्रमाणपत्र (${form})`,
    body: (form, year, foundationName) =>
      `${year} के लिए आपका दान प्रमाणपत्र (${form}) संलग्न है। इसे आयकर पोर्टल ने ${foundationName} द्वारा दाखिल दान विवरण से बनाया है। इसे अपने कर दस्तावेज़ों के साथ रखें: आपकी कटौती इसी पर आधारित है। यह आपके ${MY_GIVING_HI} पृष्ठ पर भी उपलब्ध है:`,
  },
  debitFailed: {
    subject: (period, foundationName) => `${foundationName} को आपका ${periodHi(period)} दान: राशि नहीं कट सकी`,
    pending: (period, amount, foundationName) =>
      `${foundationName} को आपके ${periodHi(period)} दान के ${amount} नहीं कट सके। फिर से प्रयास किया जाएगा; यदि यह विफल होता रहा, तो दान रुक जाएगा।`,
    halted: (period, amount, foundationName) =>
      `${foundationName} को आपके ${periodHi(period)} दान के ${amount} कई प्रयासों के बाद भी नहीं कट सके, इसलिए दान रुक गया है। अब आगे कोई राशि नहीं काटी जाएगी।`,
    setUpAgain: (perPeriod, project) =>
      `${project ? `${project} के लिए ` : ''}${perPeriod} देते रहने के लिए, किसी चालू कार्ड या UPI से दान फिर से शुरू करें: इससे उसी राशि का नया दान शुरू होगा, और विफल हुआ दान रद्द कर दिया जाएगा।`,
    button: 'मेरा दान फिर से शुरू करें',
    noticesFromBank:
      'भारतीय रिज़र्व बैंक के नियम के अनुसार हर किस्त से पहले आपका बैंक या UPI ऐप आपको सूचना देता है; ये सूचनाएँ हम स्वयं नहीं भेजते।',
  },
  volunteer: {
    body: (foundationName, roleTitle) =>
      `${foundationName} को ${roleTitle} के रूप में अपना समय देने की पेशकश के लिए धन्यवाद। हमें आपका आवेदन मिल गया है और हम जल्द ही आपसे संपर्क करेंगे।`,
    subject: (foundationName) => `${foundationName} के लिए आपका स्वयंसेवक आवेदन`,
  },
  cancellation: {
    refundComing: (inWords) =>
      ` आपको ${inWords} वापस मिलेंगे: जिस कार्ड या खाते से आपने भुगतान किया था, उसी में धनवापसी का अनुरोध कर दिया गया है, और धनवापसी होते ही हम आपको ई-मेल करेंगे।`,
    nothingRefunded: (paid) => ` भुगतान किए गए ${paid} में से कोई राशि वापस नहीं की जाएगी।`,
    body: (title, dates, who, money) =>
      `${title} (${dates}) के लिए आपकी बुकिंग ${who} रद्द कर दी गई है। इसका टिकट अब मान्य नहीं है।${money}`,
    subject: (title) => `बुकिंग रद्द: ${title}`,
  },
  refund: {
    inWords: (refund, paid, percent, whole) => `${whole ? refund : `${paid} में से ${refund}`} (${percent}%)`,
    status: {
      pending: (inWords) =>
        `${inWords} की धनवापसी का अनुरोध कर दिया गया है। बैंक आम तौर पर इसे आपके खाते में लौटाने में 5 से 7 कार्यदिवस लेते हैं।`,
      processed: (inWords) => `आपकी ${inWords} की धनवापसी कर दी गई है। यह अगले कुछ दिनों में आपके खाते में पहुँच जाएगी।`,
      failed: (inWords) =>
        `आपकी ${inWords} की धनवापसी अभी नहीं हो सकी। हमारी टीम को सूचित कर दिया गया है और वह फिर से प्रयास करेगी।`,
    },
    body: (sentence, bookingId, title) => `${sentence} (बुकिंग ${bookingId}, ${title}।)`,
    subject: {
      pending: (amount, title) => `धनवापसी का अनुरोध: ${title} के लिए ${amount}`,
      processed: (amount, title) => `धनवापसी हो गई: ${title} के लिए ${amount}`,
      failed: (amount, title) => `धनवापसी में देरी: ${title} के लिए ${amount}`,
    },
  },
  waitlist: {
    joined: (title, position, hours) =>
      `आप ${title} की प्रतीक्षा सूची में हैं (आपका क्रमांक: ${position})। सीटें खाली होने पर हम आपको एक प्रस्ताव ई-मेल करेंगे: तब सीटें ${hours} घंटे तक आपके लिए रोकी जाएँगी, और आप उस ई-मेल के लिंक से उनकी पुष्टि करेंगे। जब तक आप पुष्टि नहीं करते, न कोई बुकिंग होगी और न कोई शुल्क लिया जाएगा।`,
    joinedSubject: (title) => `आप प्रतीक्षा सूची में हैं: ${title}`,
    offer: (title, tickets, until) =>
      `${title} के लिए सीटें खाली हुई हैं और हम ${until} तक आपके लिए ${tickets} सीटें रोके हुए हैं। उससे पहले इस लिंक से उनकी पुष्टि करें; उसके बाद वे प्रतीक्षा सूची में अगले व्यक्ति को दे दी जाएँगी।`,
    keepLink: 'यह लिंक किसी और को न दें: जिसके पास यह लिंक है, वह ये सीटें ले सकता है।',
    confirm: 'अपनी सीटों की पुष्टि करें',
    offerSubject: (title) => `आपके लिए सीटें रोकी गई हैं: ${title}`,
  },
  message: {
    footer: (title, foundation) =>
      `आपको ${foundation} से यह संदेश इसलिए मिला है क्योंकि आपने ${title} के लिए बुकिंग की है या आप उसकी प्रतीक्षा सूची में हैं।`,
  },
  newsletter: {
    footer: (foundation) =>
      `आपको ${foundation} का यह न्यूज़लेटर इसलिए मिला है क्योंकि आपने इसकी सदस्यता ली है। आप कभी भी, बिना साइन इन किए, सदस्यता छोड़ सकते हैं।`,
    unsubscribe: 'सदस्यता छोड़ें',
  },
  reminder: {
    offline: (title, when) =>
      `यह ${title} के लिए आपकी बुकिंग का रिमाइंडर है, जो ${when} को है। हम आपसे मिलने की प्रतीक्षा कर रहे हैं।`,
    online: (title, when) =>
      `यह ${title} के लिए आपकी बुकिंग का रिमाइंडर है, जो ${when} ऑनलाइन शुरू होगा। नीचे दिए गए लिंक से जुड़ें।`,
    subject: (title, when) => `रिमाइंडर: ${title}, ${when}`,
    when: 'कब',
    where: 'कहाँ',
    map: 'नक्शा खोलें',
    join: 'कार्यक्रम से जुड़ें',
    noJoinLink: 'जुड़ने का लिंक आपको शुरू होने से पहले भेजा जाएगा।',
    ticket: 'आपका टिकट संलग्न है: प्रवेश पर उसका QR कोड फ़ोन पर या छपा हुआ दिखाएँ।',
    ticketOnline: 'आपका टिकट आपके रिकॉर्ड के लिए संलग्न है।',
    bookingPage: 'आपकी बुकिंग, आपके टिकट और रद्द करने के विकल्प के साथ',
    turnedAway: 'अगर आप नहीं आ सकते, तो कृपया अपनी बुकिंग के पृष्ठ से बुकिंग रद्द करें, ताकि आपकी सीट किसी और को मिल सके।',
  },
  eventCancelled: {
    subject: (title) => `कार्यक्रम रद्द: ${title}`,
    body: (title, dates) =>
      `हमें खेद है कि ${title} (${dates}) संस्था द्वारा रद्द कर दिया गया है। आपकी बुकिंग रद्द कर दी गई है और इसका टिकट अब मान्य नहीं है।`,
    reason: 'कारण',
    refund: (inWords) =>
      `आपको ${inWords} वापस मिलेंगे: जिस कार्ड या खाते से आपने भुगतान किया था, उसी में धनवापसी का अनुरोध कर दिया गया है, और धनवापसी होते ही हम आपको ई-मेल करेंगे।`,
    free: 'आपकी बुकिंग निःशुल्क थी, इसलिए कोई धनवापसी नहीं है।',
    apology: 'असुविधा के लिए हम क्षमा चाहते हैं और किसी अन्य कार्यक्रम में आपका स्वागत करने की आशा करते हैं।',
  },
  eventChanged: {
    subject: (title) => `बदलाव: ${title}`,
    body: (title) => `आपके द्वारा बुक किए गए ${title} का विवरण बदल गया है। नया विवरण यह है:`,
    newDates: 'नई तिथियाँ',
    newTime: 'शुरू होने का नया समय',
    newPlace: 'नया स्थान',
    was: (before) => `(पहले: ${before})`,
    noTime: 'कोई समय तय नहीं',
    freeCancel: (until, paid) =>
      `अगर अब आप नहीं आ सकते, तो ${until} तक अपनी बुकिंग के पृष्ठ से बुकिंग रद्द कर सकते हैं${paid ? ` और भुगतान किए गए पूरे ${paid} वापस पा सकते हैं` : ''}, कार्यक्रम का सामान्य रद्दीकरण नियम चाहे जो हो।`,
    bookingPage: 'आपकी बुकिंग, नए विवरण और रद्द करने के विकल्प के साथ',
  },
};

export const MAIL_TEXTS: Record<Locale, MailTexts> = { en, hi };

/** '₹500 (50%)' or '₹500 of ₹1,000 (50%)' in a language: the refund and the amount paid, in whole paise. */
export function refundInWordsIn(locale: Locale, refundPaise: number, amountPaise: number): string {
  if (locale === 'en') return refundInWords(refundPaise, amountPaise);
  const percent = amountPaise === 0 ? 0 : Math.round((refundPaise * 100) / amountPaise);
  return MAIL_TEXTS[locale].refund.inWords(
    formatInr(refundPaise / 100, locale),
    formatInr(amountPaise / 100, locale),
    percent,
    refundPaise === amountPaise,
  );
}

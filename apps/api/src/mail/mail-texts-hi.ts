import { apiMessage, type RecurringPeriod } from '@foundation/shared';
import type { MailTexts } from './mail-texts.js';

/** The Hindi name of a gift's rhythm, as an adjective ("मासिक दान"). */
const periodHi = (period: RecurringPeriod) => (period === 'monthly' ? 'मासिक' : 'वार्षिक');
/** The donor's page, named as the Hindi site names it. */
const MY_GIVING_HI = '"मेरा दान"';

/** The e-mails' Hindi texts (docs/hindi-glossary.md: one word per meaning). */
export const hi: MailTexts = {
  label: {
    bookingId: 'बुकिंग आईडी',
    date: 'दिनांक',
    event: 'आयोजन',
    eventDates: 'आयोजन की तिथियाँ',
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
    calendarNote: 'आयोजन कैलेंडर फ़ाइल के रूप में संलग्न है।',
    icsDescription: (id, tickets) => `बुकिंग आईडी ${id}, ${tickets} टिकट।`,
    manageText: (url) => `अपनी बुकिंग सँभालें (रसीद, टिकट, कैलेंडर): ${url}`,
    manageLink: 'अपनी बुकिंग सँभालें',
    manageRest: ': रसीद प्रिंट करें, अपना टिकट डाउनलोड करें, आयोजन को अपने कैलेंडर में जोड़ें।',
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
    // The booking page's sentences, from the one catalogue (libs/shared api-messages.ts).
    status: {
      pending: (inWords) => apiMessage('refundStatusPending', { inWords }, 'hi'),
      processed: (inWords) => apiMessage('refundStatusProcessed', { inWords }, 'hi'),
      failed: (inWords) => apiMessage('refundStatusFailed', { inWords }, 'hi'),
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
    join: 'आयोजन से जुड़ें',
    noJoinLink: 'जुड़ने का लिंक आपको शुरू होने से पहले भेजा जाएगा।',
    ticket: 'आपका टिकट संलग्न है: प्रवेश पर उसका QR कोड फ़ोन पर या छपा हुआ दिखाएँ।',
    ticketOnline: 'आपका टिकट आपके रिकॉर्ड के लिए संलग्न है।',
    bookingPage: 'आपकी बुकिंग, आपके टिकट और रद्द करने के विकल्प के साथ',
    turnedAway: 'अगर आप नहीं आ सकते, तो कृपया अपनी बुकिंग के पृष्ठ से बुकिंग रद्द करें, ताकि आपकी सीट किसी और को मिल सके।',
  },
  eventCancelled: {
    subject: (title) => `आयोजन रद्द: ${title}`,
    body: (title, dates) =>
      `हमें खेद है कि ${title} (${dates}) संस्था द्वारा रद्द कर दिया गया है। आपकी बुकिंग रद्द कर दी गई है और इसका टिकट अब मान्य नहीं है।`,
    reason: 'कारण',
    refund: (inWords) =>
      `आपको ${inWords} वापस मिलेंगे: जिस कार्ड या खाते से आपने भुगतान किया था, उसी में धनवापसी का अनुरोध कर दिया गया है, और धनवापसी होते ही हम आपको ई-मेल करेंगे।`,
    free: 'आपकी बुकिंग निःशुल्क थी, इसलिए कोई धनवापसी नहीं है।',
    apology: 'असुविधा के लिए हम क्षमा चाहते हैं और किसी अन्य आयोजन में आपका स्वागत करने की आशा करते हैं।',
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
      `अगर अब आप नहीं आ सकते, तो ${until} तक अपनी बुकिंग के पृष्ठ से बुकिंग रद्द कर सकते हैं${paid ? ` और भुगतान किए गए पूरे ${paid} वापस पा सकते हैं` : ''}, आयोजन का सामान्य रद्दीकरण नियम चाहे जो हो।`,
    bookingPage: 'आपकी बुकिंग, नए विवरण और रद्द करने के विकल्प के साथ',
  },
};

import {
  financialYearOf,
  FORM_10BD_HEADERS,
  taxRegimeOfYear,
  type MyGivingResponse,
} from '@foundation/shared';
import { DEMO_FOUNDATION_LEGAL_DETAILS } from '../config/app-config.js';
import { ReceiptsService } from '../receipts/receipts.service.js';
import { DonationsService } from '../donations/donations.service.js';
import { DonorLinksService } from '../donor-links/donor-links.service.js';
import { signInNewAdmin } from '../testing/admin-sign-in.js';
import { parseCsv, textBody } from '../testing/csv.js';
import { pdfText } from '../testing/mime.js';
import {
  INDIAN_IN_INDIA,
  createPaymentsTestApp,
  startAuthorisedGift,
  type PaymentsTestApp,
} from '../testing/payment-helpers.js';
import { binaryBody } from '../testing/binary-body.js';

// The donor's "My giving" page, the public giving settings and the admin panel's receipts and Form 10BD,
// on PostgreSQL through the API's routes.

const YEAR = financialYearOf(new Date());
/** The law of this year's gifts (the Income-tax Act, 2025 from 2026-27) and its demonstration approval. */
const REGIME = taxRegimeOfYear(YEAR)!;
const APPROVAL = DEMO_FOUNDATION_LEGAL_DETAILS[REGIME.id];
/** 'DD-MM-YYYY' as the statement writes a date. */
const statementDate = (day: string) => day.split('-').reverse().join('-');
/** A supertest parser that keeps a response body as bytes (a PDF download). */
describe('giving: My giving, settings, admin receipts and Form 10BD', () => {
  let t: PaymentsTestApp;
  let auth: string;

  beforeAll(async () => {
    t = await createPaymentsTestApp({ SITE_URL: 'https://yoga.example.org' });
    auth = (await signInNewAdmin(t)).bearer;
  });
  afterAll(() => t.close());

  let payments = 0;
  /** A donation through `POST /api/create-order`, completed as a verified payment completes it. */
  async function donate(
    body: { amount: number; name?: string; email?: string },
    { pan, address, complete = true }: { pan?: string; address?: string; complete?: boolean } = {},
  ): Promise<string> {
    const response = await t.http
      .post('/api/create-order')
      .send({ ...INDIAN_IN_INDIA, ...body })
      .expect(201);
    const id = response.body.donationId as string;
    if (pan || address) {
      await t.dataSource.query('UPDATE donations SET donor_pan = $2, donor_address = $3 WHERE id = $1', [
        id,
        pan ?? null,
        address ?? null,
      ]);
    }
    if (complete) {
      payments += 1;
      expect(await t.app.get(DonationsService).complete({ id }, `pay_Giving${payments}`)).toBe('completed');
    }
    return id;
  }

  /** A new My giving link for an e-mail, as a donation e-mail would carry it; answers its token. */
  async function tokenFor(email: string): Promise<string> {
    const url = await t.dataSource.transaction((manager) =>
      t.app.get(DonorLinksService).issue(manager, email, 'en'),
    );
    expect(url).toMatch(/^https:\/\/yoga\.example\.org\/my-giving#[A-Za-z0-9_-]{43}$/);
    return url.split('#')[1];
  }

  const count = async (sql: string, params: unknown[] = []) =>
    ((await t.dataSource.query(sql, params)) as Array<{ n: number }>)[0].n;

  describe('GET /api/giving', () => {
    it('answers the bounds, the recurring counts and the foundation’s public details', async () => {
      const response = await t.http.get('/api/giving').expect(200);
      expect(response.headers['cache-control']).toMatch(/max-age/);
      expect(response.body).toEqual({
        minAmount: 1,
        maxAmount: 500000,
        approvalThresholdRupees: 15000,
        recurringTotalCount: { monthly: 120, yearly: 10 },
        foundation: {
          name: 'Yoga Foundation',
          address: '12 Ashram Marg, Tapovan, Rishikesh, Uttarakhand 249192',
          pan: 'AAATY1234F',
          // The law in force, as the site names it: no table in the browser.
          taxLaw: {
            id: REGIME.id,
            actName: REGIME.actName,
            deductionSection: REGIME.deductionSection,
            approvalSection: REGIME.approvalSection,
          },
          urn: APPROVAL.urn,
          approvedOn: APPROVAL.approvedOn,
          validFrom: APPROVAL.validFrom,
          validUntil: APPROVAL.validUntil,
          deductibleReceipts: true,
        },
        foreignContributions: { accepted: false, fcraRegistrationNumber: null },
      });
    });
  });

  describe('My giving', () => {
    let meera: { token: string; completed: string[]; pending: string };
    let otherDonation: string;

    beforeAll(async () => {
      meera = {
        completed: [
          await donate({ amount: 2100, name: 'Meera Nair', email: 'meera@example.org' }),
          await donate({ amount: 500, email: 'MEERA@example.org' }),
        ],
        pending: await donate({ amount: 700, email: 'meera@example.org' }, { complete: false }),
        token: await tokenFor('Meera@Example.org'),
      };
      otherDonation = await donate({ amount: 900, name: 'Ravi', email: 'ravi@example.org' });
    });

    const page = async (token = meera.token) =>
      (await t.http.get('/api/my-giving').set('X-Access-Token', token).expect(200)).body as MyGivingResponse;

    it('lists every gift of the donor’s e-mail (any case) with its receipts, and nothing of others', async () => {
      const body = await page();
      expect(body.donor).toEqual({ name: 'Meera Nair', email: 'meera@example.org' });
      expect(body.donations.map((d) => d.id).sort()).toEqual([...meera.completed, meera.pending].sort());
      const first = body.donations.find((d) => d.id === meera.completed[0])!;
      expect(first).toMatchObject({
        amount: 2100,
        donationType: 'one-time',
        recurringGiftId: null,
        status: 'completed',
        receivedAt: expect.any(String),
        canAdd80G: true,
        receipts: [
          {
            id: expect.any(String),
            receiptNumber: expect.stringMatching(/^DR\//),
            is80G: false,
            taxRegime: REGIME.id,
            issuedAt: expect.any(String),
          },
        ],
      });
      expect(body.donations.find((d) => d.id === meera.pending)).toMatchObject({
        status: 'pending',
        receivedAt: null,
        receipts: [],
        canAdd80G: false,
      });
      expect(body.recurringGifts).toEqual([]);
    });

    it('gives a Hindi donor the link to the page in Hindi, opening the same gifts', async () => {
      const url = await t.dataSource.transaction((manager) =>
        t.app.get(DonorLinksService).issue(manager, 'meera@example.org', 'hi'),
      );
      expect(url).toMatch(/^https:\/\/yoga\.example\.org\/hi\/my-giving#[A-Za-z0-9_-]{43}$/);
      const body = await page(url.split('#')[1]);
      expect(body.donations.map((d) => d.id).sort()).toEqual([...meera.completed, meera.pending].sort());
    });

    it('downloads the donor’s own receipt, and answers 404 for another donor’s', async () => {
      const [receipt] = (await page()).donations.find((d) => d.id === meera.completed[0])!.receipts;
      const pdf = await t.http
        .get(`/api/my-giving/receipts/${receipt.id}/pdf`)
        .set('X-Access-Token', meera.token)
        .buffer(true)
        .parse(binaryBody)
        .expect(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdfText(pdf.body as Buffer)).toContain(`Receipt number ${receipt.receiptNumber}`);

      const [other] = await t.dataSource.query('SELECT id FROM donation_receipts WHERE donation_id = $1', [
        otherDonation,
      ]);
      for (const id of [other.id, 'not-a-uuid', '7f9c2b1e-0000-4000-8000-000000000000']) {
        const refused = await t.http
          .get(`/api/my-giving/receipts/${id}/pdf`)
          .set('X-Access-Token', meera.token)
          .expect(404);
        expect(refused.body).toMatchObject({ statusCode: 404, message: 'Not found' });
      }
    });

    it('answers 404 JSON on every route to a wrong, absent or overlong token', async () => {
      const [receipt] = await t.dataSource.query('SELECT id FROM donation_receipts LIMIT 1');
      const routes = [
        (token?: string) => withToken(t.http.get('/api/my-giving'), token),
        (token?: string) => withToken(t.http.get(`/api/my-giving/receipts/${receipt.id}/pdf`), token),
        (token?: string) =>
          withToken(t.http.post('/api/my-giving/tax-details'), token).send({
            pan: 'ABCDE1234F',
            address: 'Pune',
          }),
        (token?: string) =>
          withToken(
            t.http.post('/api/my-giving/recurring-gifts/6c1b2a3d-0000-4000-8000-000000000009/cancel'),
            token,
          ),
      ];
      for (const route of routes) {
        for (const token of [undefined, '', 'x'.repeat(43), meera.token.slice(0, 42), 'y'.repeat(5000)]) {
          const response = await route(token);
          expect([response.status, response.body.statusCode]).toEqual([404, 404]);
        }
      }
      expect(await count('SELECT count(*)::int AS n FROM donations WHERE donor_pan IS NOT NULL')).toBe(0);
    });

    function withToken<T extends { set(name: string, value: string): T }>(call: T, token?: string): T {
      return token === undefined ? call : call.set('X-Access-Token', token);
    }

    it('refuses a malformed PAN or a PAN without address with 400, writing nothing', async () => {
      const receiptsBefore = await count('SELECT count(*)::int AS n FROM donation_receipts');
      const cases: Array<[object, Record<string, string>]> = [
        [{ pan: 'ABCDE1234', address: '5 Lake Road, Kochi' }, { pan: 'PAN must look like ABCDE1234F' }],
        [{ pan: '', address: '5 Lake Road, Kochi' }, { pan: 'PAN must look like ABCDE1234F' }],
        [{ pan: 'ABCDE1234F', address: '   ' }, { address: 'Address is required when PAN is given' }],
      ];
      for (const [body, fields] of cases) {
        const response = await t.http
          .post('/api/my-giving/tax-details')
          .set('X-Access-Token', meera.token)
          .send(body)
          .expect(400);
        expect(response.body.fields).toEqual(fields);
      }
      for (const body of [{}, { pan: 5, address: 'x' }, { pan: 'ABCDE1234F' }]) {
        await t.http
          .post('/api/my-giving/tax-details')
          .set('X-Access-Token', meera.token)
          .send(body)
          .expect(400);
      }
      expect(await count('SELECT count(*)::int AS n FROM donation_receipts')).toBe(receiptsBefore);
      expect(await count('SELECT count(*)::int AS n FROM donations WHERE donor_pan IS NOT NULL')).toBe(0);
    });

    it('issues an 80G receipt (a new number) for each completed gift that had none, once', async () => {
      const response = await t.http
        .post('/api/my-giving/tax-details')
        .set('X-Access-Token', meera.token)
        .send({ pan: ' abcpn1234q ', address: '5 Lake Road,\n Kochi 682001' })
        .expect(200);
      const body = response.body as MyGivingResponse;
      for (const id of meera.completed) {
        const donation = body.donations.find((d) => d.id === id)!;
        expect(donation.canAdd80G).toBe(false);
        expect(donation.receipts.map((r) => r.is80G)).toEqual([false, true]);
        expect(donation.receipts[1].receiptNumber).not.toBe(donation.receipts[0].receiptNumber);
      }
      const rows = await t.dataSource.query(
        'SELECT donor_pan, donor_address FROM donations WHERE id = ANY($1::uuid[])',
        [meera.completed],
      );
      expect(rows).toEqual([
        { donor_pan: 'ABCPN1234Q', donor_address: '5 Lake Road, Kochi 682001' },
        { donor_pan: 'ABCPN1234Q', donor_address: '5 Lake Road, Kochi 682001' },
      ]);
      const [latest] = body.donations.find((d) => d.id === meera.completed[0])!.receipts.slice(-1);
      const pdf = await t.http
        .get(`/api/my-giving/receipts/${latest.id}/pdf`)
        .set('X-Access-Token', meera.token)
        .buffer(true)
        .parse(binaryBody)
        .expect(200);
      expect(pdfText(pdf.body as Buffer)).toContain("Donor's PAN ABCPN1234Q");

      // Nothing left to receipt: refused, nothing written.
      const receipts = await count('SELECT count(*)::int AS n FROM donation_receipts');
      await t.http
        .post('/api/my-giving/tax-details')
        .set('X-Access-Token', meera.token)
        .send({ pan: 'ABCPN1234Q', address: 'Kochi' })
        .expect(409);
      expect(await count('SELECT count(*)::int AS n FROM donation_receipts')).toBe(receipts);
    });

    it('issues the 80G receipts once when the donor sends the tax details twice at the same time', async () => {
      const gifts = [
        await donate({ amount: 1100, name: 'Lata Iyer', email: 'lata@example.org' }),
        await donate({ amount: 2200, name: 'Lata Iyer', email: 'lata@example.org' }),
      ];
      const token = await tokenFor('lata@example.org');
      const send = () =>
        t.http
          .post('/api/my-giving/tax-details')
          .set('X-Access-Token', token)
          .send({ pan: 'LATAI1234L', address: '3 Temple Street, Madurai' });
      const answers = await Promise.all([send(), send(), send()]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
      const receipts: Array<{ donation_id: string; n: number }> = await t.dataSource.query(
        `SELECT donation_id, count(*)::int AS n FROM donation_receipts
          WHERE donation_id = ANY($1::uuid[]) AND is_80g GROUP BY donation_id`,
        [gifts],
      );
      expect(receipts.map((r) => r.n)).toEqual([1, 1]);
    });

    it('lists and cancels only the donor’s own recurring gift, and confirms it by e-mail once', async () => {
      // A real monthly gift through create-order and the sandbox's Checkout authorisation.
      const { gift } = await startAuthorisedGift(t, {
        amount: 1000,
        donationType: 'monthly',
        name: 'Meera Nair',
        email: 'meera@example.org',
      });
      const giftId = gift.recurringGiftId;
      const meera = await tokenFor('meera@example.org');
      const page = async (token: string) =>
        (await t.http.get('/api/my-giving').set('X-Access-Token', token).expect(200))
          .body as MyGivingResponse;
      const listed = (await page(meera)).recurringGifts;
      expect(listed).toEqual([
        expect.objectContaining({
          id: giftId,
          period: 'monthly',
          amount: 1000,
          status: 'active',
          chargesCount: 1,
        }),
      ]);
      expect(listed[0].nextChargeAt).not.toBeNull();

      const ravi = await tokenFor('ravi@example.org');
      expect((await page(ravi)).recurringGifts).toEqual([]);
      await t.http
        .post(`/api/my-giving/recurring-gifts/${giftId}/cancel`)
        .set('X-Access-Token', ravi)
        .expect(404);
      await t.http
        .post('/api/my-giving/recurring-gifts/6c1b2a3d-0000-4000-8000-000000000002/cancel')
        .set('X-Access-Token', meera)
        .expect(404);
      expect((await page(meera)).recurringGifts[0].status).toBe('active');

      const cancel = () =>
        t.http
          .post(`/api/my-giving/recurring-gifts/${giftId}/cancel`)
          .set('X-Access-Token', meera)
          .expect(200);
      const response = await cancel();
      expect(response.body.recurringGift).toMatchObject({
        id: giftId,
        status: 'cancelled',
        nextChargeAt: null,
      });
      expect((await cancel()).body.recurringGift.status).toBe('cancelled');
      const mails = await t.dataSource.query(
        `SELECT recipient, text_body FROM mail_outbox WHERE dedupe_key = $1`,
        [`recurring-gift-cancelled:${giftId}`],
      );
      expect(mails).toHaveLength(1);
      expect(mails[0].recipient).toBe('meera@example.org');
      expect(mails[0].text_body).toContain('Your monthly gift of ₹1,000 to');
      expect(mails[0].text_body).toContain('Nothing more will be charged.');
      expect(mails[0].text_body).toMatch(/https:\/\/yoga\.example\.org\/my-giving#[A-Za-z0-9_-]{43}/);
      // the provider no longer bills it
      await t.http.post(`/api/payments/sandbox/subscriptions/${gift.id}/charge`).expect(409);
    });
  });

  describe('admin donations: receipts and Form 10BD', () => {
    const get = (path: string) => t.http.get(path).set('Authorization', auth);
    const csv = async (path: string) => {
      const response = await get(path).buffer(true).parse(textBody).expect(200);
      return { text: response.body as string, headers: response.headers };
    };
    const ids: Record<string, string> = {};

    beforeAll(async () => {
      await t.dataSource.query('TRUNCATE audit_log');
      const address = '12 MG Road, Bengaluru, Karnataka 560001';
      ids.vikram1 = await donate(
        { amount: 1500, name: 'Vikram Shah', email: 'vikram@example.org' },
        { pan: 'BBBBB2222B', address: 'Old address, Pune' },
      );
      ids.vikram2 = await donate(
        { amount: 2500, name: 'Vikram Shah', email: 'vikram@example.org' },
        { pan: 'BBBBB2222B', address },
      );
      ids.sita = await donate(
        { amount: 5001, name: 'सीता देवी', email: 'sita@example.org' },
        { pan: 'AAAAA1111A', address: 'वाराणसी, उत्तर प्रदेश' },
      );
      ids.formula = await donate(
        { amount: 100, name: '=HYPERLINK("http://evil")', email: 'evil@example.org' },
        { pan: 'CCCCC3333C', address: '@SUM(A1)' },
      );
      ids.noPan = await donate({
        amount: 800,
        name: 'Anil Kumar',
        email: 'anil@example.org',
        phone: '+919988776655',
      } as never);
      ids.pending = await donate({ amount: 300, email: 'late@example.org' }, { complete: false });
    });

    it('lists donations with masked PAN, receipt number, 80G and financial year; filters by them', async () => {
      const one = (await get(`/api/admin/donations/${ids.vikram2}`).expect(200)).body;
      expect(one).toMatchObject({
        id: ids.vikram2,
        panMasked: 'BBBBB****B',
        receiptNumber: expect.stringMatching(new RegExp(`^DR/${YEAR}/\\d{6}$`)),
        is80G: true,
        financialYear: YEAR,
        taxDonationType: 'others',
        recurringGiftId: null,
      });
      expect(JSON.stringify(one)).not.toContain('BBBBB2222B');
      expect((await get(`/api/admin/donations/${ids.pending}`).expect(200)).body).toMatchObject({
        receiptNumber: null,
        is80G: false,
        financialYear: null,
        panMasked: null,
      });

      const filter = (value: object) =>
        get(`/api/admin/donations?range=[0,99]&filter=${encodeURIComponent(JSON.stringify(value))}`);
      const idsOf = async (value: object) =>
        ((await filter(value).expect(200)).body as Array<{ id: string }>).map((d) => d.id);
      const with80G = await idsOf({ is80G: true, financialYear: YEAR });
      expect(with80G).toEqual(expect.arrayContaining([ids.vikram1, ids.vikram2, ids.sita, ids.formula]));
      expect(with80G).not.toContain(ids.noPan);
      expect(await idsOf({ is80G: false })).toEqual(expect.arrayContaining([ids.noPan, ids.pending]));
      expect(await idsOf({ financialYear: '2020-21' })).toEqual([]);
      expect(await idsOf({ donationType: 'one-time', is80G: true })).toContain(ids.sita);
      for (const bad of [{ financialYear: '2026-28' }, { financialYear: 'nope' }, { is80G: 'maybe' }]) {
        const response = await filter(bad).expect(400);
        expect(response.body.message).toMatch(/financialYear|is80G/);
      }
    });

    it('downloads the latest receipt as a PDF; 404 before there is one', async () => {
      const response = await get(`/api/admin/donations/${ids.vikram2}/receipt.pdf`)
        .buffer(true)
        .parse(binaryBody)
        .expect(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toMatch(/attachment; filename="receipt-DR-/);
      const text = pdfText(response.body as Buffer);
      expect(text).toContain("Donor's PAN BBBBB2222B");
      expect(text).toContain('Received from Vikram Shah');
      await get(`/api/admin/donations/${ids.pending}/receipt.pdf`).expect(404);
      await get('/api/admin/donations/7f9c2b1e-0000-4000-8000-000000000000/receipt.pdf').expect(404);
    });

    it('re-sends the receipt e-mail (audited); 409 without a receipt', async () => {
      const before = await count(
        `SELECT count(*)::int AS n FROM mail_outbox WHERE recipient = 'vikram@example.org'`,
      );
      const post = (id: string) =>
        t.http.post(`/api/admin/donations/${id}/resend-receipt`).set('Authorization', auth);
      expect((await post(ids.vikram2).expect(200)).body).toEqual({ queued: true });
      await post(ids.vikram2).expect(200);
      expect(
        await count(`SELECT count(*)::int AS n FROM mail_outbox WHERE recipient = 'vikram@example.org'`),
      ).toBe(before + 2);
      const [mail] = await t.dataSource.query(
        `SELECT attachments FROM mail_outbox WHERE dedupe_key LIKE $1 LIMIT 1`,
        [`donation-receipt-resend:${ids.vikram2}:%`],
      );
      expect(mail.attachments).toEqual([
        expect.objectContaining({
          contentType: 'application/pdf',
          source: expect.objectContaining({ kind: 'receipt-pdf' }),
        }),
      ]);
      const audit = await t.dataSource.query(
        `SELECT action, resource, resource_id FROM audit_log WHERE action = 'resend'`,
      );
      expect(audit).toEqual([
        { action: 'resend', resource: 'donations', resource_id: ids.vikram2 },
        { action: 'resend', resource: 'donations', resource_id: ids.vikram2 },
      ]);
      const refused = await post(ids.pending).expect(409);
      expect(refused.body.message).toMatch(/no receipt yet/);
      await t.http.post(`/api/admin/donations/${ids.vikram2}/resend-receipt`).expect(401);
    });

    it('exports the year’s statement of donations in its regime’s form: aggregated by PAN, type and mode, UTF-8 BOM, formulas neutralised', async () => {
      const form = REGIME.statementForm.toLowerCase();
      const { text, headers } = await csv(`/api/admin/donations/statement.csv?year=${YEAR}`);
      expect(headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(headers['content-disposition']).toBe(`attachment; filename="form-${form}-${YEAR}.csv"`);
      expect(text.startsWith('\uFEFF')).toBe(true);
      const rows = parseCsv(text.slice(1));
      expect(rows[0]).toEqual([...REGIME.statement.headers]);
      const byPan = new Map(rows.slice(1).map((row) => [row[3], row]));
      // Meera's and Lata's gifts (80G receipts added from My giving) and the four donors of this block, one row
      // per donor (each gave one type, by one mode).
      expect(rows.slice(1).map((row) => row[0])).toEqual(rows.slice(1).map((_, i) => String(i + 1)));
      expect([...byPan.keys()]).toEqual([
        'AAAAA1111A',
        'ABCPN1234Q',
        'BBBBB2222B',
        'CCCCC3333C',
        'LATAI1234L',
      ]);
      expect(byPan.get('BBBBB2222B')).toEqual([
        '3',
        '',
        'Permanent Account Number',
        'BBBBB2222B',
        REGIME.statement.sectionCode,
        APPROVAL.urn,
        statementDate(APPROVAL.approvedOn),
        'Vikram Shah',
        '12 MG Road, Bengaluru, Karnataka 560001',
        'Others',
        'Electronic modes including account payee cheque/draft',
        '4000',
      ]);
      expect(byPan.get('AAAAA1111A')!.slice(7, 9)).toEqual(['सीता देवी', 'वाराणसी, उत्तर प्रदेश']);
      expect(byPan.get('ABCPN1234Q')![11]).toBe('2600');
      expect(byPan.get('CCCCC3333C')!.slice(7, 9)).toEqual(['\'=HYPERLINK("http://evil")', "'@SUM(A1)"]);
      expect(text).not.toContain('Anil Kumar');

      const [audit] = await t.dataSource.query(
        `SELECT action, resource, details FROM audit_log WHERE action = 'export' ORDER BY at DESC LIMIT 1`,
      );
      expect(audit).toMatchObject({ action: 'export', resource: 'donations' });
      expect(JSON.stringify(audit.details)).toContain(YEAR);

      const empty = await csv('/api/admin/donations/statement.csv?year=2021-22');
      expect(parseCsv(empty.text.slice(1))).toEqual([[...FORM_10BD_HEADERS]]);
    });

    it('writes a year before 1 April 2026 as Form 10BD (section 80G), in statement.csv and form-10bd.csv alike', async () => {
      // A gift of 31 March 2026, 23:59 IST, receipted then: the last minute of the Income-tax Act, 1961.
      const receivedAt = new Date('2026-03-31T23:59:00+05:30');
      const id = await donate(
        { amount: 1800, name: 'Gopal Iyer', email: 'gopal@example.org' },
        { complete: false },
      );
      await t.dataSource.query(
        `UPDATE donations SET payment_status = 'completed', completed_at = $2, payment_id = 'pay_March' WHERE id = $1`,
        [id, receivedAt],
      );
      const receipt = await t.dataSource.transaction((manager) =>
        t.app.get(ReceiptsService).issueFor(
          manager,
          {
            donationId: id,
            donorName: 'Gopal Iyer',
            donorPan: 'GOPAL1234G',
            donorAddress: '3 Temple Road, Madurai 625001',
            amount: 1800,
            paymentId: 'pay_March',
            receivedAt,
          },
          receivedAt,
        ),
      );
      expect(receipt).toMatchObject({ taxRegime: 'it-act-1961', is80G: true, financialYear: '2025-26' });

      const statement = await csv('/api/admin/donations/statement.csv?year=2025-26');
      expect(statement.headers['content-disposition']).toBe('attachment; filename="form-10bd-2025-26.csv"');
      const old = await csv('/api/admin/donations/form-10bd.csv?financialYear=2025-26');
      for (const { text } of [statement, old]) {
        const rows = parseCsv(text.slice(1));
        expect(rows[0]).toEqual([...FORM_10BD_HEADERS]);
        expect(rows.slice(1)).toEqual([
          [
            '1',
            '',
            'Permanent Account Number',
            'GOPAL1234G',
            'Section 80G',
            DEMO_FOUNDATION_LEGAL_DETAILS['it-act-1961'].urn,
            '09-07-2021',
            'Gopal Iyer',
            '3 Temple Road, Madurai 625001',
            'Others',
            'Electronic modes including account payee cheque/draft',
            '1800',
          ],
        ]);
      }
      // The gift of 31 March is not in 2026-27's statement.
      expect((await csv(`/api/admin/donations/statement.csv?year=${YEAR}`)).text).not.toContain('GOPAL1234G');
    });

    it('keeps form-10bd.csv to the years of Form 10BD, pointing later ones to statement.csv', async () => {
      const response = await get('/api/admin/donations/form-10bd.csv?financialYear=2026-27').expect(400);
      expect(response.body.message).toMatch(/statement\.csv/);
      await get('/api/admin/donations/form-10bd.csv?financialYear=2025-26').expect(200);
    });

    it('exports the year’s completed donations that Form 10BD cannot report', async () => {
      const { text, headers } = await csv(
        `/api/admin/donations/form-10bd-unreportable.csv?financialYear=${YEAR}`,
      );
      expect(headers['content-disposition']).toBe(
        `attachment; filename="form-10bd-unreportable-${YEAR}.csv"`,
      );
      expect(text.startsWith('\uFEFF')).toBe(true);
      const rows = parseCsv(text.slice(1));
      expect(rows[0]).toEqual(['Name', 'Email', 'Phone', 'Amount', 'Date', 'Receipt number']);
      const anil = rows.find((row) => row[0] === 'Anil Kumar')!;
      expect(anil.slice(0, 4)).toEqual(['Anil Kumar', 'anil@example.org', '+91 99887 76655', '800.00']);
      expect(anil[5]).toMatch(new RegExp(`^DR/${YEAR}/\\d{6}$`));
      expect(rows.map((row) => row[1])).not.toContain('vikram@example.org');
      expect(rows.map((row) => row[1])).not.toContain('late@example.org');
    });

    it('refuses an export without a valid financial year with 400 JSON, before any row', async () => {
      for (const query of ['', '?year=2026', '?year=2026-28', '?year=%3Dcmd']) {
        const response = await get(`/api/admin/donations/statement.csv${query}`).expect(400);
        expect(response.body).toMatchObject({ statusCode: 400, message: expect.stringMatching(/year/) });
      }
      await t.http.get(`/api/admin/donations/statement.csv?year=${YEAR}`).expect(401);
      for (const path of ['form-10bd.csv', 'form-10bd-unreportable.csv']) {
        for (const query of [
          '',
          '?financialYear=2026',
          '?financialYear=2026-28',
          '?financialYear=%3Dcmd',
          '?financialYear=2026-27&financialYear=2027-28',
        ]) {
          const response = await get(`/api/admin/donations/${path}${query}`).expect(400);
          expect(response.body).toMatchObject({
            statusCode: 400,
            message: expect.stringMatching(/financialYear/),
          });
        }
        await t.http.get(`/api/admin/donations/${path}?financialYear=${YEAR}`).expect(401);
      }
    });
  });
});

describe('My giving writes: limited per client address', () => {
  let t: PaymentsTestApp;
  beforeAll(async () => {
    t = await createPaymentsTestApp({
      MY_GIVING_WRITES_MAX_PER_IP: '2',
      MY_GIVING_WRITES_WINDOW_SECONDS: '600',
      TRUST_PROXY: 'loopback',
    });
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After after the limit, before looking at the token, and leaves other addresses alone', async () => {
    const post = (address: string) =>
      t.http
        .post('/api/my-giving/tax-details')
        .set('X-Forwarded-For', address)
        .set('X-Access-Token', 'z'.repeat(43))
        .send({ pan: 'ABCDE1234F', address: 'Pune' });
    await post('203.0.113.7').expect(404);
    await post('203.0.113.7').expect(404);
    const refused = await post('203.0.113.7').expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    expect(refused.body.message).toMatch(
      /^Too many changes to your giving from your network\. Please try again in/,
    );
    await t.http
      .post('/api/my-giving/recurring-gifts/6c1b2a3d-0000-4000-8000-000000000001/cancel')
      .set('X-Forwarded-For', '203.0.113.7')
      .expect(429);
    await post('203.0.113.8').expect(404);
  });
});

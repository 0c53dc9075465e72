import PDFDocument from 'pdfkit';
import { zipSync } from 'fflate';
import { financialYearOf } from '@foundation/shared';
import { MailService } from '../mail/mail.service.js';
import { signInNewAdmin } from '../testing/admin-sign-in.js';
import { mimeParts } from '../testing/mime.js';
import {
  INDIAN_IN_INDIA,
  createPaymentsTestApp,
  signedPayment,
  startSmtpServer,
  waitFor,
  type PaymentsTestApp,
} from '../testing/payment-helpers.js';

/**
 * Certificates of donation (Form 114) uploaded by staff: matched to their donor by a PAN in the PDF's text or
 * its file name, stored, e-mailed with the PDF through the real SMTP listener, downloadable from My giving;
 * unmatched ones listed and assigned by hand; files that are not PDFs or ZIPs, too large, or a ZIP bomb
 * refused with 4xx and nothing stored.
 */
const YEAR = financialYearOf(new Date());

/** A certificate as the portal might make it: a PDF whose text names the donor's PAN. */
function certificatePdf(lines: string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4' });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(14).text('Form No. 114 — Certificate of donation');
    for (const line of lines) doc.fontSize(11).text(line);
    doc.end();
  });
}

describe('certificates of donation (Form 114)', () => {
  let t: PaymentsTestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let auth: string;

  async function give(body: Record<string, unknown>): Promise<string> {
    const order = await t.http
      .post('/api/create-order')
      .send({ ...INDIAN_IN_INDIA, ...body })
      .expect(201);
    await t.http
      .post(`/api/donations/${order.body.donationId}/payment`)
      .set('X-Access-Token', order.body.accessToken)
      .send(signedPayment(order.body.orderId))
      .expect(200);
    return order.body.donationId as string;
  }
  const upload = (files: { name: string; bytes: Buffer }[], year: string | null = YEAR) => {
    let request = t.http.post('/api/admin/donation-certificates').set('Authorization', auth);
    if (year !== null) request = request.field('year', year);
    for (const file of files) request = request.attach('files', file.bytes, file.name);
    return request;
  };
  const stored = async () =>
    Number((await t.dataSource.query('SELECT count(*) AS n FROM donation_certificates'))[0].n);

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createPaymentsTestApp({ SMTP_URL: smtp.url });
    auth = (await signInNewAdmin(t)).bearer;
    await give({
      amount: 5000,
      name: 'Asha Rao',
      email: 'asha@example.org',
      pan: 'ABCDE1234F',
      address: 'Pune',
    });
    await give({
      amount: 900,
      name: 'Vikram',
      email: 'vikram@example.org',
      pan: 'VIKRM9876Q',
      address: 'Goa',
    });
    await give({ amount: 300, name: 'Anil', email: 'anil@example.org' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('matches each PDF to its donor by the PAN in its text or its file name, stores and e-mails it', async () => {
    const asha = await certificatePdf([
      'Name of donor: Asha Rao',
      'PAN of donor: ABCDE1234F',
      'Amount: 5000',
    ]);
    const vikram = await certificatePdf(['Name of donor: Vikram', 'Amount: 900']);
    const stranger = await certificatePdf(['PAN of donor: ZZZZZ9999Z', 'Aadhaar: 2345 6789 0123']);
    const zip = Buffer.from(
      zipSync({
        'certs/VIKRM9876Q_Form114.pdf': new Uint8Array(vikram),
        'certs/unknown.pdf': new Uint8Array(stranger),
        'certs/readme.txt': new TextEncoder().encode('not a certificate'),
      }),
    );
    const response = await upload([
      { name: 'certificate-1.pdf', bytes: asha },
      { name: 'batch.zip', bytes: zip },
    ]).expect(201);
    expect(response.body.year).toBe(YEAR);
    expect(
      response.body.matched.map((m: { fileName: string; donorEmail: string; matchedBy: string }) => [
        m.fileName,
        m.donorEmail,
        m.matchedBy,
      ]),
    ).toEqual([
      ['certificate-1.pdf', 'asha@example.org', 'pan'],
      ['VIKRM9876Q_Form114.pdf', 'vikram@example.org', 'file-name'],
    ]);
    expect(response.body.unmatched).toEqual([
      // Only the last four digits of an Aadhaar number are kept and shown.
      { id: expect.any(String), fileName: 'unknown.pdf', pans: ['ZZZZZ9999Z'], aadhaars: ['XXXX XXXX 0123'] },
    ]);
    const kept = await t.dataSource.query(`SELECT identifiers::text AS ids FROM donation_certificates`);
    expect(JSON.stringify(kept)).not.toContain('234567890123');

    // Asha's e-mail carries her certificate, byte for byte.
    t.app.get(MailService).kick();
    const mail = await waitFor(async () =>
      smtp.messages.find(
        (m) =>
          m.to.includes('asha@example.org') && /certificate/i.test(m.raw) && /Form 114|Form 10BE/.test(m.raw),
      ),
    );
    expect(mail.raw).toContain(
      `Subject: Your certificate of donation (${YEAR >= '2026-27' ? 'Form 114' : 'Form 10BE'}) for ${YEAR}`,
    );
    const attached = mimeParts(mail.raw).find((part) => part.contentType === 'application/pdf');
    expect(attached?.body.equals(asha)).toBe(true);

    // Uploading the same files again stores nothing twice and sends nothing twice.
    const before = await stored();
    await upload([{ name: 'again.pdf', bytes: asha }]).expect(201);
    expect(await stored()).toBe(before);

    // The donor downloads it from My giving with their link; another donor cannot.
    const link = /https?:\/\/[^\s]+\/my-giving#([A-Za-z0-9_-]+)/.exec(
      mimeParts(mail.raw)
        .find((p) => p.contentType === 'text/plain')!
        .body.toString('utf8'),
    )![1];
    const ashaId = response.body.matched[0].id as string;
    const pdf = await t.http
      .get(`/api/my-giving/certificates/${ashaId}/pdf`)
      .set('X-Access-Token', link)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    const page = await t.http.get('/api/my-giving').set('X-Access-Token', link).expect(200);
    expect(page.body.certificates).toEqual([
      { id: ashaId, financialYear: YEAR, formName: YEAR >= '2026-27' ? 'Form 114' : 'Form 10BE' },
    ]);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((pdf.body as Buffer).equals(asha)).toBe(true);
    const vikramId = response.body.matched[1].id as string;
    await t.http.get(`/api/my-giving/certificates/${vikramId}/pdf`).set('X-Access-Token', link).expect(404);
    await t.http.get(`/api/my-giving/certificates/${ashaId}/pdf`).expect(404);
  });

  it('lists the unmatched for staff, who assign one to a donor of the year', async () => {
    const list = await t.http
      .get(`/api/admin/donation-certificates/unmatched?year=${YEAR}`)
      .set('Authorization', auth)
      .expect(200);
    expect(list.body.map((c: { fileName: string }) => c.fileName)).toEqual(['unknown.pdf']);
    const id = list.body[0].id as string;
    await t.http
      .post(`/api/admin/donation-certificates/${id}/assign`)
      .set('Authorization', auth)
      .send({ email: 'nobody@example.org' })
      .expect(400);
    await t.http
      .post(`/api/admin/donation-certificates/${id}/assign`)
      .set('Authorization', auth)
      .send({ email: 'Anil@Example.org' })
      .expect(200);
    const after = await t.http
      .get(`/api/admin/donation-certificates/unmatched?year=${YEAR}`)
      .set('Authorization', auth)
      .expect(200);
    expect(after.body).toEqual([]);
    t.app.get(MailService).kick();
    await waitFor(async () =>
      smtp.messages.some((m) => m.to.includes('anil@example.org') && /Form 1(14|0BE)/.test(m.raw)),
    );
  });

  it('refuses what is not a PDF or a ZIP, a file over the limit, a ZIP bomb and a missing year, storing nothing', async () => {
    const before = await stored();
    const notPdf = await upload([{ name: 'cert.pdf', bytes: Buffer.from('GIF89a this is an image') }]).expect(
      415,
    );
    expect(notPdf.body).toMatchObject({ code: 'not_pdf_or_zip', file: 'cert.pdf' });
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(3 * 1024 * 1024, 0x20)]);
    await upload([{ name: 'big.pdf', bytes: big }]).expect(413);
    // 150 MB of zeros squeezed into a ZIP of a few hundred kilobytes.
    const bomb = Buffer.from(zipSync({ 'bomb.pdf': new Uint8Array(150 * 1024 * 1024) }, { level: 9 }));
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const refused = await upload([{ name: 'bomb.zip', bytes: bomb }]).expect(413);
    expect(refused.body).toMatchObject({ code: 'zip_bomb' });
    await upload([{ name: 'a.pdf', bytes: await certificatePdf(['ABCDE1234F']) }], null).expect(400);
    await upload([]).expect(400);
    expect(await stored()).toBe(before);
    await t.http.post('/api/admin/donation-certificates').field('year', YEAR).expect(401);
  });
});

import { devices, expect, test, type Locator, type Page } from './test';
import { DEMO, openRegistration, queryDatabase, siteUrl } from './site-helpers';

/**
 * Registration and donation flows end to end against the registration/payment/donation API (issue 4) with
 * its sandbox payment provider. Every test creates its own registration with a unique e-mail address.
 */

const unique = (label: string) => `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.org`;

async function fillAttendee(dialog: Locator, email: string) {
  await dialog.getByLabel('Name').fill('Asha Verma');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Phone').fill('+91 98000 11122');
  await dialog.getByLabel('Address').fill('12 MG Road, Pune');
}

async function registrationStatus(email: string) {
  const rows = await queryDatabase<{
    payment_status: string;
    number_of_tickets: number;
    total_amount: string;
  }>('SELECT payment_status, number_of_tickets, total_amount FROM event_registrations WHERE email = $1', [
    email,
  ]);
  return rows;
}

async function expectPrintsOnlyTheReceipt(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await page.getByRole('button', { name: 'Print Receipt' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('#booking-receipt')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print Receipt' })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
}

// Tagged @payments: they need the registration/payment/donation API of issue 4.
test.describe('registration and donation flows', { tag: '@payments' }, () => {
  test('a free registration goes straight to the printable receipt', async ({ page }) => {
    const email = unique('free');
    const dialog = await openRegistration(page, DEMO.freeEvent);
    await fillAttendee(dialog, email);
    await dialog.getByLabel('Number of Tickets').fill('2');
    await dialog.getByRole('button', { name: 'Complete Registration' }).click();

    const result = page.getByRole('dialog', { name: 'Booking Successful' });
    await expect(result).toBeVisible();
    const receipt = result.locator('#booking-receipt');
    await expect(receipt.getByRole('heading', { name: 'Yoga Foundation' })).toBeVisible();
    await expect(receipt).toContainText('Booking ID');
    await expect(receipt).toContainText('Sunday Satsang and Guided Meditation');
    await expect(receipt).toContainText('Asha Verma');
    await expect(receipt).toContainText(email);
    await expect(receipt).toContainText('N/A');
    await expect(receipt).not.toContainText('Payment ID');
    await expectPrintsOnlyTheReceipt(page);
    expect(await registrationStatus(email)).toEqual([
      { payment_status: 'completed', number_of_tickets: 2, total_amount: '0.00' },
    ]);

    await result.getByRole('button', { name: 'Back to Events' }).click();
    await expect(page).toHaveURL(siteUrl('/events'));
  });

  test('a paid registration through the sandbox ends with the receipt and its payment details', async ({
    page,
  }) => {
    const email = unique('paid');
    const dialog = await openRegistration(page, DEMO.paidEvent);
    await fillAttendee(dialog, email);
    await dialog.getByLabel('Number of Tickets').fill('2');
    await expect(dialog.getByText('Total: ₹25,000')).toBeVisible();
    await dialog.getByRole('button', { name: 'Proceed to Payment' }).click();

    const sandbox = page.getByRole('dialog', { name: 'Sandbox Payment' });
    await expect(sandbox).toBeVisible();
    await expect(sandbox).toContainText('₹25,000');
    await sandbox.getByRole('button', { name: 'Pay', exact: true }).click();

    const result = page.getByRole('dialog', { name: 'Booking Successful' });
    await expect(result).toBeVisible();
    const receipt = result.locator('#booking-receipt');
    await expect(receipt).toContainText('Raja Yoga Residential Retreat in Rishikesh');
    await expect(receipt).toContainText('Shared Dormitory');
    await expect(receipt).toContainText('Payment ID');
    await expect(receipt).toContainText('Order ID');
    await expect(receipt).toContainText('Total Amount₹25,000');
    await expectPrintsOnlyTheReceipt(page);
    expect(await registrationStatus(email)).toEqual([
      { payment_status: 'completed', number_of_tickets: 2, total_amount: '25000.00' },
    ]);
  });

  test("a failed sandbox payment shows 'Booking Failed'; Try Again reopens the filled form", async ({
    page,
  }) => {
    const email = unique('failed');
    const dialog = await openRegistration(page, DEMO.paidEvent);
    await fillAttendee(dialog, email);
    await dialog.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.getByRole('dialog', { name: 'Sandbox Payment' }).getByRole('button', { name: 'Fail' }).click();

    const failed = page.getByRole('dialog', { name: 'Booking Failed' });
    await expect(failed).toBeVisible();
    await expect.poll(async () => (await registrationStatus(email))[0]?.payment_status).toBe('failed');

    await failed.getByRole('button', { name: 'Try Again' }).click();
    const again = page.getByRole('dialog', { name: 'Register for this Event' });
    await expect(again.getByLabel('Name')).toHaveValue('Asha Verma');
    await expect(again.getByLabel('Email')).toHaveValue(email);
    await again.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page
      .getByRole('dialog', { name: 'Sandbox Payment' })
      .getByRole('button', { name: 'Pay', exact: true })
      .click();
    await expect(page.getByRole('dialog', { name: 'Booking Successful' })).toBeVisible();
  });

  test("closing the sandbox payment cancels the booking: 'Payment cancelled by user'", async ({ page }) => {
    const email = unique('dismissed');
    const dialog = await openRegistration(page, DEMO.paidEvent);
    await fillAttendee(dialog, email);
    await dialog.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page
      .getByRole('dialog', { name: 'Sandbox Payment' })
      .getByRole('button', { name: 'Close' })
      .click();
    const failed = page.getByRole('dialog', { name: 'Booking Failed' });
    await expect(failed).toContainText('Payment cancelled by user');
    await expect.poll(async () => (await registrationStatus(email))[0]?.payment_status).toBe('failed');
    await failed.getByRole('button', { name: 'Back to Events' }).click();
    await expect(page).toHaveURL(siteUrl('/events'));
  });

  test("the API's refusal shows the documented toast text and keeps the form", async ({ page }) => {
    await page.route('**/api/registrations', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({
          statusCode: 409,
          error: 'Conflict',
          message: 'Only 3 tickets available for this type.',
        }),
      }),
    );
    const dialog = await openRegistration(page, DEMO.paidEvent);
    await fillAttendee(dialog, unique('conflict'));
    await dialog.getByRole('button', { name: 'Proceed to Payment' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Error' })).toContainText(
      'Only 3 tickets available for this type.',
    );
    await expect(dialog).toBeVisible();
  });

  test('Razorpay Checkout is loaded only when paying; a script that cannot load is a registration failure', async ({
    page,
  }) => {
    const scriptRequests: string[] = [];
    await page.route('https://checkout.razorpay.com/**', (route) => {
      scriptRequests.push(route.request().url());
      return route.abort();
    });
    await page.route('**/api/registrations', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.payment = { ...body.payment, provider: 'razorpay' };
      await route.fulfill({ response, json: body });
    });
    const dialog = await openRegistration(page, DEMO.paidEvent);
    expect(scriptRequests).toEqual([]);
    const email = unique('script');
    await fillAttendee(dialog, email);
    await dialog.getByRole('button', { name: 'Proceed to Payment' }).click();
    const failed = page.getByRole('dialog', { name: 'Booking Failed' });
    await expect(failed).toContainText('Failed to load the Razorpay checkout script');
    expect(scriptRequests).toEqual(['https://checkout.razorpay.com/v1/checkout.js']);
    await expect.poll(async () => (await registrationStatus(email))[0]?.payment_status).toBe('failed');
  });

  test('a donation runs through /api/create-order and the sandbox to a thank-you', async ({ page }) => {
    await page.goto(siteUrl('/contribute'));
    await page.getByText('₹2,500', { exact: true }).click();
    await page.getByText('One-time', { exact: true }).click();
    await page.getByLabel('Full Name').fill('Ravi Kumar');
    await page.getByLabel('Email').fill(unique('donor'));
    await page.getByLabel('Phone').fill('+91 98000 33344');
    const orders = page.waitForRequest((request) => request.url().endsWith('/api/create-order'));
    await page.getByRole('button', { name: 'Donate ₹2,500 (one-time)' }).click();
    expect((await orders).postDataJSON()).toMatchObject({
      amount: 2500,
      donationType: 'one-time',
      name: 'Ravi Kumar',
    });
    const sandbox = page.getByRole('dialog', { name: 'Sandbox Payment' });
    await expect(sandbox).toContainText('₹2,500');
    await sandbox.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page.getByText('Your gift of ₹2,500 was received. Thank you.')).toBeVisible();
  });

  test('a dismissed donation payment says so', async ({ page }) => {
    await page.goto(siteUrl('/contribute'));
    await page.getByLabel('Full Name').fill('Ravi Kumar');
    await page.getByLabel('Email').fill(unique('donor'));
    await page.getByLabel('Phone').fill('+91 98000 33344');
    await page.getByRole('button', { name: 'Donate ₹1,000 / month' }).click();
    await page
      .getByRole('dialog', { name: 'Sandbox Payment' })
      .getByRole('button', { name: 'Close' })
      .click();
    await expect(page.getByRole('alert')).toContainText('Payment cancelled by user');
  });

  test.describe('on a phone', () => {
    const { defaultBrowserType: _unused, ...pixel } = devices['Pixel 7'];
    test.use(pixel);

    test('a paid registration works end to end on a phone-sized screen', async ({ page }) => {
      const email = unique('phone');
      const dialog = await openRegistration(page, DEMO.paidEvent);
      await fillAttendee(dialog, email);
      await dialog.getByRole('button', { name: 'Proceed to Payment' }).click();
      await page
        .getByRole('dialog', { name: 'Sandbox Payment' })
        .getByRole('button', { name: 'Pay', exact: true })
        .click();
      const result = page.getByRole('dialog', { name: 'Booking Successful' });
      await expect(result.getByRole('button', { name: 'Print Receipt' })).toBeInViewport();
      expect(await registrationStatus(email)).toHaveLength(1);
    });
  });
});

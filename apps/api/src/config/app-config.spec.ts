import { generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { TAX_REGIMES } from '@foundation/shared';
import {
  ConfigError,
  declaredSettings,
  DEMO_FOUNDATION_LEGAL_DETAILS,
  FORMER_PUBLIC_JWT_SECRET,
  loadConfig,
  RENAMED_SETTINGS,
} from './app-config.js';

const base = { DATABASE_URL: 'postgres://u:p@localhost:5432/db', JWT_SECRET: 's'.repeat(48) };
/** Production also needs the booking secrets (see 'booking secrets' below). */
const bookingSecrets = {
  BOOKING_LINK_SECRET: 'b'.repeat(32),
  TICKET_SIGNING_PRIVATE_KEY: Buffer.alloc(32, 7).toString('base64url'),
};
/** `base` without its JWT secret. */
const noSecret = { DATABASE_URL: base.DATABASE_URL };

describe('the settings read from the environment', () => {
  it('are every property the class declares, those without a default too', () => {
    // The properties as the source declares them (NAME = default, NAME?: type, NAME!: type).
    const source = readFileSync(path.join(__dirname, 'app-config.ts'), 'utf8');
    const body = source.slice(source.indexOf('export class AppConfig {'));
    const declared = [
      ...body.slice(0, body.indexOf('\n}\n')).matchAll(/^ {2}([A-Z][A-Z0-9_]*)[?!]?(?::| =)/gm),
    ]
      .map((match) => match[1])
      .sort();
    expect(declared.length).toBeGreaterThan(100);
    expect(declaredSettings()).toEqual(declared);
    // One without a default, given in the environment, is read.
    expect(loadConfig({ ...base, METRICS_TOKEN: 'm'.repeat(32) }).METRICS_TOKEN).toBe('m'.repeat(32));
  });
});

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig(base);
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: 3000,
      DATABASE_POOL_SIZE: 10,
      CORS_ORIGINS: ['http://localhost:4200', 'http://localhost:4300'],
      UPLOADS_DIR: 'var/uploads',
      LOG_LEVEL: 'info',
    });
    expect(config.isProduction).toBe(false);
  });

  it('reads and converts values from the environment', () => {
    const config = loadConfig({ ...base, PORT: '8080', CORS_ORIGINS: 'https://a.org, https://admin.a.org' });
    expect(config.PORT).toBe(8080);
    expect(config.CORS_ORIGINS).toEqual(['https://a.org', 'https://admin.a.org']);
  });

  it('refuses a renamed setting and names the new one, every old name declared nowhere any more', () => {
    expect(() => loadConfig({ ...base, SESSION_CHECK_CACHE_MS: '500' })).toThrow(
      'SESSION_CHECK_CACHE_MS: renamed SIGN_IN_CHECK_CACHE_MS; set SIGN_IN_CHECK_CACHE_MS instead',
    );
    expect(loadConfig({ ...base, SIGN_IN_CHECK_CACHE_MS: '500' }).SIGN_IN_CHECK_CACHE_MS).toBe(500);
    for (const [old, now] of Object.entries(RENAMED_SETTINGS)) {
      expect(declaredSettings()).not.toContain(old);
      expect(declaredSettings()).toContain(now);
    }
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ CORS_ORIGINS: 'not an origin' }, 'CORS_ORIGINS'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
  ])('refuses %j and names the variable', (override, variable) => {
    expect(() => loadConfig({ ...base, ...override })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, ...override })).toThrow(new RegExp(`${variable}:`));
  });

  it('limits public writes per address by default and reads other limits', () => {
    expect(loadConfig(base)).toMatchObject({
      REGISTRATIONS_MAX_PER_IP: 10,
      REGISTRATIONS_WINDOW_SECONDS: 600,
      DONATION_ORDERS_MAX_PER_IP: 10,
      DONATION_ORDERS_WINDOW_SECONDS: 600,
      CONTACT_MAX_PER_IP: 5,
      CONTACT_WINDOW_SECONDS: 3600,
      NEWSLETTER_MAX_PER_IP: 5,
      NEWSLETTER_WINDOW_SECONDS: 3600,
    });
    expect(loadConfig({ ...base, CONTACT_MAX_PER_IP: '2', CONTACT_WINDOW_SECONDS: '60' })).toMatchObject({
      CONTACT_MAX_PER_IP: 2,
      CONTACT_WINDOW_SECONDS: 60,
    });
    expect(() => loadConfig({ ...base, REGISTRATIONS_MAX_PER_IP: '0' })).toThrow(/REGISTRATIONS_MAX_PER_IP:/);
    expect(() => loadConfig({ ...base, NEWSLETTER_WINDOW_SECONDS: 'an hour' })).toThrow(
      /NEWSLETTER_WINDOW_SECONDS:/,
    );
    expect(() => loadConfig({ ...base, DONATION_ORDERS_WINDOW_SECONDS: '86401' })).toThrow(
      /DONATION_ORDERS_WINDOW_SECONDS:/,
    );
  });

  it('reads the recurring giving settings with their defaults and refuses impossible values', () => {
    expect(loadConfig(base)).toMatchObject({
      DONATION_APPROVAL_THRESHOLD_RUPEES: 15000,
      RECURRING_MONTHLY_TOTAL_COUNT: 120,
      RECURRING_YEARLY_TOTAL_COUNT: 10,
    });
    expect(
      loadConfig({
        ...base,
        DONATION_APPROVAL_THRESHOLD_RUPEES: '5000',
        RECURRING_MONTHLY_TOTAL_COUNT: '24',
        RECURRING_YEARLY_TOTAL_COUNT: '3',
      }),
    ).toMatchObject({
      DONATION_APPROVAL_THRESHOLD_RUPEES: 5000,
      RECURRING_MONTHLY_TOTAL_COUNT: 24,
      RECURRING_YEARLY_TOTAL_COUNT: 3,
    });
    for (const [key, value] of [
      ['DONATION_APPROVAL_THRESHOLD_RUPEES', '0'],
      ['DONATION_APPROVAL_THRESHOLD_RUPEES', '15000.50'],
      ['RECURRING_MONTHLY_TOTAL_COUNT', '0'],
      ['RECURRING_MONTHLY_TOTAL_COUNT', '1201'],
      ['RECURRING_YEARLY_TOTAL_COUNT', 'ten'],
      ['RECURRING_YEARLY_TOTAL_COUNT', '101'],
    ]) {
      expect(() => loadConfig({ ...base, [key]: value })).toThrow(new RegExp(`${key}:`));
    }
  });

  it('refuses to start without DATABASE_URL', () => {
    expect(() => loadConfig({})).toThrow(/DATABASE_URL/);
  });

  describe('payment provider', () => {
    const keys = {
      RAZORPAY_KEY_ID: 'rzp_test_Abc123',
      RAZORPAY_KEY_SECRET: 'secret-123456',
      RAZORPAY_WEBHOOK_SECRET: 'hook-secret-123',
    };

    it('is the sandbox without keys, Razorpay with all three', () => {
      expect(loadConfig(base).paymentProvider).toBe('sandbox');
      expect(loadConfig({ ...base, ...keys }).paymentProvider).toBe('razorpay');
      expect(loadConfig(base)).toMatchObject({
        REGISTRATION_HOLD_MINUTES: 15,
        MAIL_DIR: 'var/mail',
        DONATION_MAX_RUPEES: 500000,
      });
    });

    it('refuses the sandbox in production', () => {
      expect(() => loadConfig({ ...base, NODE_ENV: 'production' })).toThrow(
        /RAZORPAY_KEY_ID: required in production/,
      );
      expect(
        loadConfig({
          ...base,
          ...bookingSecrets,
          NODE_ENV: 'production',
          JWT_SECRET: 'j'.repeat(32),
          ...keys,
        }).paymentProvider,
      ).toBe('razorpay');
    });

    it('refuses some keys without the others, naming the missing ones', () => {
      expect(() => loadConfig({ ...base, RAZORPAY_KEY_ID: keys.RAZORPAY_KEY_ID })).toThrow(
        /RAZORPAY_KEY_SECRET: must be set/,
      );
      expect(() =>
        loadConfig({
          ...base,
          RAZORPAY_KEY_ID: 'pk_live_x',
          RAZORPAY_KEY_SECRET: 'a',
          RAZORPAY_WEBHOOK_SECRET: 'b',
        }),
      ).toThrow(ConfigError);
      expect(() => loadConfig({ ...base, SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
    });
  });

  describe('JWT secret', () => {
    const strong = 'x'.repeat(32);
    // production also needs the payment provider's keys
    const production = {
      ...bookingSecrets,
      NODE_ENV: 'production',
      RAZORPAY_KEY_ID: 'rzp_live_Abc123',
      RAZORPAY_KEY_SECRET: 'secret-123456',
      RAZORPAY_WEBHOOK_SECRET: 'hook-secret-123',
    };

    it('refuses to start without a JWT secret in every mode, naming JWT_SECRET', () => {
      for (const NODE_ENV of ['production', 'development', 'test', undefined]) {
        expect(() => loadConfig({ ...noSecret, ...production, NODE_ENV })).toThrow(/JWT_SECRET: must be set/);
      }
    });

    it('refuses a secret shorter than 32 bytes in any mode', () => {
      expect(() => loadConfig({ ...base, ...production, JWT_SECRET: 'x'.repeat(31) })).toThrow(
        /JWT_SECRET: must be at least 32 bytes/,
      );
      expect(() => loadConfig({ ...base, JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    });

    it('counts bytes, not characters', () => {
      // 11 Devanagari characters are 33 bytes in UTF-8
      expect(loadConfig({ ...base, ...production, JWT_SECRET: 'नमस्तेयोगाय' }).jwtSecret).toBe('नमस्तेयोगाय');
    });

    it('refuses the former public development key in every mode', () => {
      expect(() => loadConfig({ ...base, ...production, JWT_SECRET: FORMER_PUBLIC_JWT_SECRET })).toThrow(
        /former development key/,
      );
      expect(() => loadConfig({ ...base, JWT_SECRET: FORMER_PUBLIC_JWT_SECRET })).toThrow(
        /former development key/,
      );
    });

    it('signs with the configured secret in every mode', () => {
      expect(loadConfig({ ...base, ...production, JWT_SECRET: strong }).jwtSecret).toBe(strong);
      expect(loadConfig({ ...base, JWT_SECRET: strong }).jwtSecret).toBe(strong);
      expect(loadConfig({ ...base, NODE_ENV: 'test', JWT_SECRET: strong }).jwtSecret).toBe(strong);
    });
  });

  describe('storage', () => {
    it('uses the local disk by default', () => {
      expect(loadConfig(base).STORAGE_DRIVER).toBe('local');
    });

    it('needs a bucket for the s3 driver, and both keys or none', () => {
      expect(() => loadConfig({ ...base, STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET/);
      expect(() =>
        loadConfig({ ...base, STORAGE_DRIVER: 's3', S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'k' }),
      ).toThrow(/S3_ACCESS_KEY_ID/);
      expect(() => loadConfig({ ...base, STORAGE_DRIVER: 'ftp' })).toThrow(/STORAGE_DRIVER/);
      expect(
        loadConfig({
          ...base,
          STORAGE_DRIVER: 's3',
          S3_BUCKET: 'media',
          S3_ENDPOINT: 'http://127.0.0.1:9000',
        }),
      ).toMatchObject({
        S3_BUCKET: 'media',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_FORCE_PATH_STYLE: 'true',
      });
    });
  });

  describe("the foundation's legal details (80G receipts)", () => {
    const legal = {
      FOUNDATION_ADDRESS: '7 Temple Street, Mysuru, Karnataka 570001',
      FOUNDATION_PAN: 'AAATM4321K',
      FOUNDATION_80G_URN: 'AAATM4321KF20214',
      FOUNDATION_80G_APPROVED_ON: '2021-09-24',
      FOUNDATION_80G_VALID_FROM: '2021-04-01',
      FOUNDATION_80G_VALID_UNTIL: '2026-03-31',
    };
    const production = {
      ...bookingSecrets,
      NODE_ENV: 'production',
      JWT_SECRET: 'j'.repeat(32),
      RAZORPAY_KEY_ID: 'rzp_live_Abc123',
      RAZORPAY_KEY_SECRET: 'secret-123456',
      RAZORPAY_WEBHOOK_SECRET: 'hook-secret-123',
    };

    const old = TAX_REGIMES.find((regime) => regime.id === 'it-act-1961')!;
    const current = TAX_REGIMES.find((regime) => regime.id === 'it-act-2025')!;
    const approval354 = {
      FOUNDATION_354_URN: 'AAATM4321KF20265',
      FOUNDATION_354_APPROVED_ON: '2026-05-02',
      FOUNDATION_354_VALID_FROM: '2026-04-01',
      FOUNDATION_354_VALID_UNTIL: '2031-03-31',
    };

    it('uses the demonstration details of both regimes outside production when none is set', () => {
      const config = loadConfig(base);
      expect(config.foundationLegalFor(old)).toEqual({
        ...DEMO_FOUNDATION_LEGAL_DETAILS['it-act-1961'],
        name: 'Yoga Foundation',
        signatoryTitle: 'Managing Trustee',
      });
      expect(config.foundationLegalFor(current)).toMatchObject({
        urn: DEMO_FOUNDATION_LEGAL_DETAILS['it-act-2025'].urn,
        validFrom: '2026-04-01',
      });
    });

    it('has none in production when none is set, and never the demonstration ones', () => {
      expect(loadConfig({ ...base, ...production }).foundationLegalFor(current)).toBeNull();
      expect(() =>
        loadConfig({
          ...base,
          ...production,
          ...legal,
          FOUNDATION_PAN: DEMO_FOUNDATION_LEGAL_DETAILS['it-act-1961'].pan,
          FOUNDATION_80G_URN: DEMO_FOUNDATION_LEGAL_DETAILS['it-act-1961'].urn,
        }),
      ).toThrow(/FOUNDATION_PAN: the demonstration PAN cannot be used in production/);
    });

    it('reads each regime’s approval, with the name and the signatory title', () => {
      const config = loadConfig({
        ...base,
        ...production,
        ...legal,
        ...approval354,
        FOUNDATION_NAME: 'Mysuru Yoga Trust',
        RECEIPT_SIGNATORY_TITLE: 'Treasurer',
      });
      expect(config.foundationLegalFor(old)).toEqual({
        name: 'Mysuru Yoga Trust',
        address: '7 Temple Street, Mysuru, Karnataka 570001',
        pan: 'AAATM4321K',
        urn: 'AAATM4321KF20214',
        approvedOn: '2021-09-24',
        validFrom: '2021-04-01',
        validUntil: '2026-03-31',
        signatoryTitle: 'Treasurer',
      });
      expect(config.foundationLegalFor(current)).toMatchObject({
        urn: 'AAATM4321KF20265',
        approvedOn: '2026-05-02',
        validUntil: '2031-03-31',
      });
    });

    it('leaves a regime without its approval to plain receipts (an 80G approval only, or a 354 one only)', () => {
      const only80g = loadConfig({ ...base, ...production, ...legal });
      expect(only80g.foundationLegalFor(old)).not.toBeNull();
      expect(only80g.foundationLegalFor(current)).toBeNull();
      const {
        FOUNDATION_80G_URN: _u,
        FOUNDATION_80G_APPROVED_ON: _a,
        FOUNDATION_80G_VALID_FROM: _f,
        FOUNDATION_80G_VALID_UNTIL: _v,
        ...baseOnly
      } = legal;
      const only354 = loadConfig({ ...base, ...production, ...baseOnly, ...approval354 });
      expect(only354.foundationLegalFor(old)).toBeNull();
      expect(only354.foundationLegalFor(current)?.urn).toBe('AAATM4321KF20265');
      expect(() => loadConfig({ ...base, ...baseOnly })).toThrow(/at least one approval/);
    });

    it('needs all four settings of an approval together, naming the missing ones', () => {
      const { FOUNDATION_80G_URN: _urn, FOUNDATION_80G_VALID_UNTIL: _until, ...partial } = legal;
      expect(() => loadConfig({ ...base, ...partial })).toThrow(/FOUNDATION_80G_URN: must be set together/);
      expect(() => loadConfig({ ...base, ...partial })).toThrow(
        /FOUNDATION_80G_VALID_UNTIL: must be set together/,
      );
      const { FOUNDATION_354_APPROVED_ON: _approved, ...partial354 } = approval354;
      expect(() => loadConfig({ ...base, ...legal, ...partial354 })).toThrow(
        /FOUNDATION_354_APPROVED_ON: must be set together/,
      );
    });

    it('takes a receipt number prefix of capital letters or digits, DR by default', () => {
      expect(loadConfig(base).RECEIPT_NUMBER_PREFIX).toBe('DR');
      expect(loadConfig({ ...base, RECEIPT_NUMBER_PREFIX: 'ASH' }).RECEIPT_NUMBER_PREFIX).toBe('ASH');
      expect(() => loadConfig({ ...base, RECEIPT_NUMBER_PREFIX: 'D/R' })).toThrow(/RECEIPT_NUMBER_PREFIX/);
    });

    it.each([
      [{ FOUNDATION_PAN: 'AAATM4321' }, /FOUNDATION_PAN: FOUNDATION_PAN must look like ABCDE1234F/],
      [{ FOUNDATION_PAN: 'aaatm4321k' }, /FOUNDATION_PAN:/],
      [{ FOUNDATION_80G_URN: 'URN-1' }, /FOUNDATION_80G_URN:/],
      [{ FOUNDATION_80G_URN: 'AAATX4321KF20214' }, /FOUNDATION_80G_URN: must begin with FOUNDATION_PAN/],
      [{ FOUNDATION_80G_APPROVED_ON: '24/09/2021' }, /FOUNDATION_80G_APPROVED_ON: .*YYYY-MM-DD/],
      [
        { FOUNDATION_80G_VALID_FROM: '2021-02-30' },
        /FOUNDATION_80G_VALID_FROM: 2021-02-30 is not a calendar date/,
      ],
      [{ FOUNDATION_80G_VALID_UNTIL: '2021-03-31' }, /FOUNDATION_80G_VALID_UNTIL: must not be before/],
      [
        { ...approval354, FOUNDATION_354_URN: 'AAATX4321KF20265' },
        /FOUNDATION_354_URN: must begin with FOUNDATION_PAN/,
      ],
      [
        { RECEIPT_SIGNATORY_TITLE: ' ' },
        /RECEIPT_SIGNATORY_TITLE: RECEIPT_SIGNATORY_TITLE must not be blank/,
      ],
      [{ FOUNDATION_ADDRESS: '  ' }, /FOUNDATION_ADDRESS: FOUNDATION_ADDRESS must not be blank/],
    ])('refuses %j', (override, message) => {
      expect(() => loadConfig({ ...base, ...legal, ...override })).toThrow(message);
    });
  });
});

describe('booking secrets', () => {
  const production = {
    ...base,
    NODE_ENV: 'production',
    RAZORPAY_KEY_ID: 'rzp_live_Abc123',
    RAZORPAY_KEY_SECRET: 'secret-123456',
    RAZORPAY_WEBHOOK_SECRET: 'hook-secret-123',
  };

  it('are required in production, naming each', () => {
    expect(() => loadConfig(production)).toThrow(/BOOKING_LINK_SECRET: required in production/);
    expect(() => loadConfig(production)).toThrow(/TICKET_SIGNING_PRIVATE_KEY: required in production/);
    expect(loadConfig({ ...production, ...bookingSecrets }).TICKET_SIGNING_PRIVATE_KEY).toBe(
      bookingSecrets.TICKET_SIGNING_PRIVATE_KEY,
    );
  });

  it('may be left out elsewhere', () => {
    expect(loadConfig(base).BOOKING_LINK_SECRET).toBeUndefined();
  });

  it('refuses a short link secret and a key that is not an Ed25519 seed or PEM', () => {
    expect(() => loadConfig({ ...base, BOOKING_LINK_SECRET: 'short' })).toThrow(
      /BOOKING_LINK_SECRET: must be at least 32 bytes/,
    );
    for (const bad of [
      'abc',
      Buffer.alloc(31).toString('base64url'),
      '-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----',
    ]) {
      expect(() => loadConfig({ ...base, TICKET_SIGNING_PRIVATE_KEY: bad })).toThrow(
        /TICKET_SIGNING_PRIVATE_KEY/,
      );
    }
    const pem = generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    expect(loadConfig({ ...base, TICKET_SIGNING_PRIVATE_KEY: pem }).TICKET_SIGNING_PRIVATE_KEY).toBe(pem);
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 })
      .privateKey.export({ format: 'pem', type: 'pkcs8' })
      .toString();
    expect(() => loadConfig({ ...base, TICKET_SIGNING_PRIVATE_KEY: rsa })).toThrow(
      /must be an Ed25519 private key/,
    );
  });

  it('takes the hold caps and the resend limit with their defaults', () => {
    const config = loadConfig(base);
    expect([config.HOLD_MAX_PENDING_SEATS_PER_HOLDER, config.HOLD_MAX_SHARE_OF_SEATS_LEFT]).toEqual([10, 50]);
    expect(() => loadConfig({ ...base, HOLD_MAX_SHARE_OF_SEATS_LEFT: '0' })).toThrow(
      /HOLD_MAX_SHARE_OF_SEATS_LEFT/,
    );
    expect(() => loadConfig({ ...base, SITE_URL: 'https://example.org/path' })).toThrow(/SITE_URL/);
  });
});

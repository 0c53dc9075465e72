import { ConfigError, loadConfig } from './app-config.js';

const base = { DATABASE_URL: 'postgres://u:p@localhost:5432/db' };

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

  it('refuses to start without DATABASE_URL', () => {
    expect(() => loadConfig({})).toThrow(/DATABASE_URL/);
  });

  describe('payment provider', () => {
    const keys = { RAZORPAY_KEY_ID: 'rzp_test_Abc123', RAZORPAY_KEY_SECRET: 'secret-123456', RAZORPAY_WEBHOOK_SECRET: 'hook-secret-123' };

    it('is the sandbox without keys, Razorpay with all three', () => {
      expect(loadConfig(base).paymentProvider).toBe('sandbox');
      expect(loadConfig({ ...base, ...keys }).paymentProvider).toBe('razorpay');
      expect(loadConfig(base)).toMatchObject({ REGISTRATION_HOLD_MINUTES: 15, MAIL_DIR: 'var/mail', DONATION_MAX_RUPEES: 500000 });
    });

    it('refuses the sandbox in production', () => {
      expect(() => loadConfig({ ...base, NODE_ENV: 'production' })).toThrow(/RAZORPAY_KEY_ID: required in production/);
      expect(loadConfig({ ...base, NODE_ENV: 'production', ...keys }).paymentProvider).toBe('razorpay');
    });

    it('refuses some keys without the others, naming the missing ones', () => {
      expect(() => loadConfig({ ...base, RAZORPAY_KEY_ID: keys.RAZORPAY_KEY_ID })).toThrow(/RAZORPAY_KEY_SECRET: must be set/);
      expect(() => loadConfig({ ...base, RAZORPAY_KEY_ID: 'pk_live_x', RAZORPAY_KEY_SECRET: 'a', RAZORPAY_WEBHOOK_SECRET: 'b' })).toThrow(ConfigError);
      expect(() => loadConfig({ ...base, SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
    });
  });
});

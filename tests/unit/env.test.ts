import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '#server/env';

describe('loadEnv', () => {
  it('has working defaults', () => {
    const env = loadEnv({}, '/srv/weft');
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_PATH).toBe(path.join('/srv/weft', 'data/weft.db'));
    expect(env.UPLOADS_DIR).toBe(path.join('/srv/weft', 'uploads'));
    expect(env.DEMO_DATA).toBe(true);
    expect(env.publicUrl).toBe('http://localhost:3000');
  });

  it('reads DEMO_DATA=false and a PUBLIC_URL without its trailing slash', () => {
    const env = loadEnv({ DEMO_DATA: 'false', PUBLIC_URL: 'https://weft.example/' }, '/srv');
    expect(env.DEMO_DATA).toBe(false);
    expect(env.publicUrl).toBe('https://weft.example');
  });

  it('names every bad value in one clear message', () => {
    const attempt = () =>
      loadEnv({ PORT: 'eighty', ADMIN_EMAIL: 'nope', DEMO_DATA: 'maybe', SMTP_URL: 'http://x' }, '/srv');
    expect(attempt).toThrow(EnvError);
    try {
      attempt();
    } catch (err) {
      const message = (err as Error).message;
      expect(message).toMatch(/PORT/);
      expect(message).toMatch(/ADMIN_EMAIL: must be an email address/);
      expect(message).toMatch(/DEMO_DATA: must be true or false/);
      expect(message).toMatch(/SMTP_URL: must start with smtp:\/\//);
    }
  });
});

describe('TRUST_PROXY', () => {
  const trust = (v?: string) => loadEnv(v === undefined ? {} : { TRUST_PROXY: v }, '/srv').TRUST_PROXY;

  it('defaults to the loopback proxy and reads false, hop counts and address lists', () => {
    expect(trust()).toEqual(['loopback']);
    expect(trust('false')).toBe(false);
    expect(trust('2')).toBe(2);
    expect(trust('192.0.2.10, 2001:db8::/32,uniquelocal')).toEqual(['192.0.2.10', '2001:db8::/32', 'uniquelocal']);
  });

  it('refuses true (any client could name its own address) and anything unreadable', () => {
    expect(() => trust('true')).toThrow(/TRUST_PROXY: true would trust any client/);
    expect(() => trust('proxy.example')).toThrow(/TRUST_PROXY: must be false, a hop count/);
    expect(() => trust('192.0.2.1/40')).toThrow(EnvError);
  });
});

it('ADMIN_RESET_PASSWORD is off unless asked for', () => {
  expect(loadEnv({}, '/srv').ADMIN_RESET_PASSWORD).toBe(false);
  expect(loadEnv({ ADMIN_RESET_PASSWORD: '1' }, '/srv').ADMIN_RESET_PASSWORD).toBe(true);
});

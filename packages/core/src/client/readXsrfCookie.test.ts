import { describe, expect, it, vi } from 'vitest';
import { readXsrfCookie } from './readXsrfCookie';

describe('readXsrfCookie', () => {
  it('given no page (server or tests), it answers undefined', () => {
    expect(readXsrfCookie()).toBeUndefined();
  });

  it('given the cookie among others, it answers its decoded value', () => {
    vi.stubGlobal('document', { cookie: 'a=1; XSRF-TOKEN=ab%2Fc%3D; b=2' });
    expect(readXsrfCookie()).toBe('ab/c=');
  });

  it('given a cookie whose name only ends like it, it is not taken for the token', () => {
    vi.stubGlobal('document', { cookie: 'OLD-XSRF-TOKEN=velho; XSRF-TOKEN-2=outro' });
    expect(readXsrfCookie()).toBeUndefined();
  });

  it('given a malformed escape, it answers the raw value rather than nothing', () => {
    vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=abc%E0%A4%A' });
    expect(readXsrfCookie()).toBe('abc%E0%A4%A');
  });
});

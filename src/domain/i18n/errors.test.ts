import { describe, expect, it } from 'vitest';
import { errorMessageKey, showsServerDetail } from './errors';

describe('errorMessageKey', () => {
  it('chooses the message by the status of the answer', () => {
    expect(errorMessageKey(400)).toBe('error.invalid-input');
    expect(errorMessageKey(422)).toBe('error.invalid-input');
    expect(errorMessageKey(404)).toBe('error.not-found');
    expect(errorMessageKey(429)).toBe('error.too-many-requests');
    expect(errorMessageKey(413)).toBe('error.too-large');
    expect(errorMessageKey(502)).toBe('error.source-unavailable');
    expect(errorMessageKey(503)).toBe('error.source-unavailable');
    expect(errorMessageKey(504)).toBe('error.source-slow');
    expect(errorMessageKey(500)).toBe('error.server');
  });
  it('calls a request without an answer a network failure', () => {
    expect(errorMessageKey(0)).toBe('error.network');
    expect(errorMessageKey(undefined)).toBe('error.network');
  });
});

describe('showsServerDetail', () => {
  it('keeps the server’s text for input errors only', () => {
    expect(showsServerDetail(400)).toBe(true);
    expect(showsServerDetail(404)).toBe(true);
    expect(showsServerDetail(429)).toBe(false);
    expect(showsServerDetail(500)).toBe(false);
    expect(showsServerDetail(504)).toBe(false);
    expect(showsServerDetail(undefined)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { emailAddress, linkAddress } from './links';

describe('links from cube data', () => {
  it.each(['https://example.org/data', 'http://example.org/a?b=c#d', 'mailto:stats@example.org', 'HTTPS://EXAMPLE.ORG'])('links %s', (text) => {
    expect(linkAddress(text)).toBe(text);
  });

  it.each([
    'javascript:window.__xss=1',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.org',
    'example.org/data',
    'https://example.org/\u0000x',
    '',
  ])('shows %j as text', (text) => {
    expect(linkAddress(text)).toBeUndefined();
  });

  it('links an e-mail address with mailto:, and no text that is no address', () => {
    expect(emailAddress('stats@example.org')).toBe('mailto:stats@example.org');
    expect(emailAddress('Statistics office')).toBeUndefined();
  });
});

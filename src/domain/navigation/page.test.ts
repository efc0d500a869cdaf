import { describe, expect, it } from 'vitest';
import { isPageChange, pageOf } from './page';

const at = (url: string) => {
  const { pathname, search } = new URL(url, 'http://x');
  return { pathname, search };
};

describe('page changes', () => {
  it('are moves between sections: browse, configurator, published view, not found', () => {
    expect(isPageChange(at('/en/browse'), at('/en/create/new?cube=c'))).toBe(true);
    expect(isPageChange(at('/en/create/ABCDEFGHIJKL'), at('/en/v/ABCDEFGHIJKL'))).toBe(true);
    expect(isPageChange(at('/en/browse'), at('/en/nowhere'))).toBe(true);
  });

  it('include selecting a dataset, leaving it, and another published key', () => {
    expect(isPageChange(at('/en/browse'), at('/en/browse?dataset=c'))).toBe(true);
    expect(isPageChange(at('/en/browse?dataset=c'), at('/en/browse/theme/t'))).toBe(true);
    expect(isPageChange(at('/en/browse?iri=c'), at('/en/browse?dataset=c'))).toBe(false);
    expect(isPageChange(at('/en/v/AAAAAAAAAAAA'), at('/en/v/BBBBBBBBBBBB'))).toBe(true);
  });

  it('leave out filter routes, search, the first save of a new chart and a language switch', () => {
    expect(isPageChange(at('/en/browse'), at('/en/browse/theme/t?search=rain'))).toBe(false);
    expect(isPageChange(at('/en/create/new?cube=c'), at('/en/create/ABCDEFGHIJKL'))).toBe(false);
    expect(isPageChange(at('/en/browse?dataset=c'), at('/de/browse?dataset=c'))).toBe(false);
    expect(isPageChange(at('/v/AAAAAAAAAAAA'), at('/fr/v/AAAAAAAAAAAA'))).toBe(false);
    expect(pageOf('/', '')).toBe('home');
  });
});

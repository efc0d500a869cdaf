/** Chart keys: 12 letters or digits (spec 002 §4). */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const CHART_KEY_LENGTH = 12;

export const isChartKey = (key: unknown): key is string => typeof key === 'string' && /^[A-Za-z0-9]{12}$/.test(key);

/**
 * A key derived from a text (FNV-1a, two seeds): the same text gives the same key, so a config
 * migrated twice gets the same key both times.
 */
export const deriveChartKey = (text: string) => {
  const hash = (seed: number) => {
    let h = seed >>> 0;
    for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
    return h;
  };
  let [a, b] = [hash(0x811c9dc5), hash(0x9e3779b9)];
  let key = '';
  for (let i = 0; i < CHART_KEY_LENGTH; i++) {
    const from = i % 2 ? a : b;
    key += ALPHABET[from % ALPHABET.length];
    if (i % 2) a = Math.floor(a / ALPHABET.length) ^ Math.imul(b, 31);
    else b = Math.floor(b / ALPHABET.length) ^ Math.imul(a, 17);
    a >>>= 0;
    b >>>= 0;
  }
  return key;
};

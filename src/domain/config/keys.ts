/**
 * Chart keys: 12 letters or digits (spec 002 §4). The one definition the server (saved configs),
 * the web (new charts, text blocks) and the migrations use; plain code, no zod, so the published
 * view may import it.
 */

export const CHART_KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const CHART_KEY_LENGTH = 12;
export const CHART_KEY_PATTERN = new RegExp(`^[A-Za-z0-9]{${CHART_KEY_LENGTH}}$`);
/** The message a schema gives for a bad key. */
export const CHART_KEY_MESSAGE = `must be ${CHART_KEY_LENGTH} letters or digits`;

export const isChartKey = (key: unknown): key is string => typeof key === 'string' && CHART_KEY_PATTERN.test(key);

/**
 * A random key. Bytes of 248 and above are drawn again (248 = 4 × 62), so each symbol is equally
 * likely; `random` fills a byte array (crypto.getRandomValues in the browser and in Node 20).
 */
export const createChartKey = (random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): string => {
  const limit = 256 - (256 % CHART_KEY_ALPHABET.length);
  let key = '';
  while (key.length < CHART_KEY_LENGTH) {
    for (const b of random(new Uint8Array(CHART_KEY_LENGTH))) {
      if (b < limit && key.length < CHART_KEY_LENGTH) key += CHART_KEY_ALPHABET[b % CHART_KEY_ALPHABET.length];
    }
  }
  return key;
};

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
    key += CHART_KEY_ALPHABET[from % CHART_KEY_ALPHABET.length];
    if (i % 2) a = Math.floor(a / CHART_KEY_ALPHABET.length) ^ Math.imul(b, 31);
    else b = Math.floor(b / CHART_KEY_ALPHABET.length) ^ Math.imul(a, 17);
    a >>>= 0;
    b >>>= 0;
  }
  return key;
};

/**
 * Links made from cube data (a landing page, a licence, a contact's e-mail address, a work
 * example): only http, https and mailto addresses become links; any other text, a `javascript:`
 * or `data:` address among them, is shown as text.
 */

const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/** The address to link to for this text from cube data, or undefined when it is to be shown as text. */
export const linkAddress = (text: string): string | undefined => {
  // The URL parser drops tabs and line breaks and trims: what is linked must be what was checked.
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (!URL.canParse(text) || /[\s\u0000-\u001f\u007f]/.test(text)) return undefined;
  return LINK_PROTOCOLS.has(new URL(text).protocol) ? text : undefined;
};

/** The mailto link of a contact's e-mail address (as the data layer gives it, without `mailto:`), or undefined. */
export const emailAddress = (email: string) => (email.includes('@') ? linkAddress(`mailto:${email}`) : undefined);

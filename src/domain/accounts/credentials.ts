/**
 * What a local account is made of (sign-up and sign-in input), checked the same way by the
 * server and the web forms.
 */
import { z } from 'zod';
import { isCleanText, UNCLEAN_TEXT_MESSAGE } from '../text';

export const NAME_LENGTH = { min: 2, max: 64 } as const;
/** argon2 takes any length; the upper bound keeps one request from hashing megabytes. */
export const PASSWORD_LENGTH = { min: 8, max: 256 } as const;

const cleanText = (min: number, max: number) =>
  z
    .string()
    .min(min, { message: `must be at least ${min} characters` })
    .max(max, { message: `must be at most ${max} characters` })
    .refine(isCleanText, { message: UNCLEAN_TEXT_MESSAGE });

export const credentialsSchema = z.object({
  name: cleanText(NAME_LENGTH.min, NAME_LENGTH.max).refine((name) => name.trim() === name, { message: 'must not start or end with a space' }),
  password: cleanText(PASSWORD_LENGTH.min, PASSWORD_LENGTH.max),
});

export type Credentials = z.infer<typeof credentialsSchema>;

/** The name a local account signs in with: names differing only in case are one account. */
export const loginOf = (name: string) => name.normalize('NFC').toLowerCase();

/** The signed-in user as the session call answers it. */
export type SessionUser = { id: number; name: string };

/**
 * Password hashes: argon2id with the library's defaults (OWASP's 19 MiB, 2 passes), which
 * `npm run bench:auth` measures. Only the hash is stored; the password itself goes nowhere.
 */
import { hash, verify } from '@node-rs/argon2';

export const hashPassword = (password: string) => hash(password);

/** A hash of no one's password: an unknown name costs a sign-in the same time as a wrong password. */
let decoy: Promise<string> | undefined;

/** Whether the password is the one of the hash; without a hash, false after the same work. */
export const verifyPassword = async (passwordHash: string | undefined, password: string) => {
  if (passwordHash) return verify(passwordHash, password).catch(() => false);
  decoy ??= hash('decoy password of no account');
  await verify(await decoy, password).catch(() => false);
  return false;
};

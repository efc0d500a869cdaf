/**
 * A client address no other test run has used lately (2001:db8::/32 is for documentation; the
 * server counts IPv6 clients per /64): quotas counted in the database, such as the signed-out
 * creates of the last hour, start whole for it even on a database earlier runs used.
 */
import { randomInt } from 'node:crypto';

export const freshClientAddress = () => `2001:db8:${randomInt(0x10000).toString(16)}:${randomInt(0x10000).toString(16)}::1`;

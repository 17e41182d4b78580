// Password hashes with scrypt and a per-user salt: `scrypt$<salt>$<hash>`, both hex.
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, 32);
  return `scrypt$${salt.toString('hex')}$${hash.toString('hex')}`;
}

export function checkPassword(password: string, stored: string): boolean {
  const [scheme, saltHex, hashHex] = stored.split('$');
  if (scheme !== 'scrypt' || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = scryptSync(password, Buffer.from(saltHex, 'hex'), expected.length);
  return timingSafeEqual(actual, expected);
}

/** Checked when the user name is unknown: a hash like every user's, of a password nobody knows. */
let unknownUserHash = '';

/**
 * A login's password check. An unknown user name (no stored hash) is checked against a hash of
 * a random password and fails: the miss costs the same scrypt work as a wrong password, so the
 * time a login takes tells no one which user names exist.
 */
export function checkLoginPassword(
  password: string,
  stored: string | undefined,
  check: (password: string, stored: string) => boolean = checkPassword,
): boolean {
  unknownUserHash ||= hashPassword(randomBytes(16).toString('hex'));
  const matches = check(password, stored ?? unknownUserHash);
  return stored !== undefined && matches;
}

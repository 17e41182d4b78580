// Login sessions: a random token in the `demo_session` cookie, stored hashed so a copy of the
// database cannot be replayed as a cookie. Sessions last two days, like a WordPress login
// without "remember me".
import { createHash, randomBytes } from 'node:crypto';
import { type Db, nowGmt } from '../db/database';

export const sessionCookie = 'demo_session';
const lifetimeMs = 2 * 24 * 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export class Sessions {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  start(userId: number): string {
    const token = randomBytes(32).toString('base64url');
    this.#db
      .prepare('INSERT INTO sessions (token_hash, user_id, created, expires) VALUES (?, ?, ?, ?)')
      .run(hashToken(token), userId, nowGmt(), Date.now() + lifetimeMs);
    this.#db.prepare('DELETE FROM sessions WHERE expires < ?').run(Date.now());
    return token;
  }

  /** The user id of a live session, or 0. */
  userFor(token: string): number {
    if (!token) return 0;
    const row = this.#db
      .prepare<[string], { user_id: number; expires: number }>(
        'SELECT user_id, expires FROM sessions WHERE token_hash = ?',
      )
      .get(hashToken(token));
    return row && row.expires > Date.now() ? row.user_id : 0;
  }

  end(token: string): void {
    this.#db.prepare('DELETE FROM sessions WHERE token_hash = ?').run(hashToken(token));
  }

  cookieHeader(token: string): string {
    return `${sessionCookie}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${lifetimeMs / 1000}`;
  }

  clearCookieHeader(): string {
    return `${sessionCookie}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`;
  }
}

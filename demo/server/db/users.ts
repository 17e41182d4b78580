// Users and their meta. Roles are stored like WordPress does, as a `capabilities` usermeta
// holding `{ "<role>": true }`; what a role may do is in auth/roles.ts.
import type { Db } from './database';

export interface UserRow {
  id: number;
  login: string;
  pass: string;
  nicename: string;
  email: string;
  url: string;
  registered: string;
  display_name: string;
}

export class Users {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  get(id: number): UserRow | undefined {
    return this.#db.prepare<[number], UserRow>('SELECT * FROM users WHERE id = ?').get(id);
  }

  byLogin(login: string): UserRow | undefined {
    return this.#db.prepare<[string], UserRow>('SELECT * FROM users WHERE login = ?').get(login);
  }

  all(): UserRow[] {
    return this.#db.prepare<[], UserRow>('SELECT * FROM users ORDER BY id').all();
  }

  insert(user: Omit<UserRow, 'id'>): number {
    const result = this.#db
      .prepare(
        `INSERT INTO users (login, pass, nicename, email, url, registered, display_name)
         VALUES (@login, @pass, @nicename, @email, @url, @registered, @display_name)`,
      )
      .run(user);
    return Number(result.lastInsertRowid);
  }

  getMeta(userId: number, key: string): string | undefined {
    return this.#db
      .prepare<[number, string], { meta_value: string }>(
        'SELECT meta_value FROM usermeta WHERE user_id = ? AND meta_key = ? ORDER BY id LIMIT 1',
      )
      .get(userId, key)?.meta_value;
  }

  setMeta(userId: number, key: string, value: string): void {
    const updated = this.#db
      .prepare('UPDATE usermeta SET meta_value = ? WHERE user_id = ? AND meta_key = ?')
      .run(value, userId, key);
    if (updated.changes === 0) {
      this.#db
        .prepare('INSERT INTO usermeta (user_id, meta_key, meta_value) VALUES (?, ?, ?)')
        .run(userId, key, value);
    }
  }

  roles(userId: number): string[] {
    const raw = this.getMeta(userId, 'capabilities');
    if (!raw) return [];
    try {
      const parsed = JSON.parse(raw) as Record<string, boolean>;
      return Object.keys(parsed).filter((role) => parsed[role]);
    } catch {
      return [];
    }
  }

  /** Users with at least one published post of a type listed, for the public users list. */
  idsWithPublishedPosts(types: string[]): Set<number> {
    const marks = types.map(() => '?').join(', ');
    const rows = this.#db
      .prepare<string[], { author: number }>(
        `SELECT DISTINCT author FROM posts WHERE status = 'publish' AND type IN (${marks})`,
      )
      .all(...types);
    return new Set(rows.map((row) => row.author));
  }
}

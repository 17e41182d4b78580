// Extra pages for performance work (`--seed --pages N`): "Bulk page 1"…"Bulk page N", inserted
// with one prepared statement inside one transaction, so 10 000 take well under a second.
import { type Db, toStoredDate } from '../db/database';
import { paragraphs } from './content';

/**
 * Makes sure `count` extra pages exist ("Bulk page 1"…), a tenth of them drafts and every fifth
 * one nested under the page before it, so lists, filters and hierarchy have volume to work on.
 * Returns how many were added.
 */
export function seedExtraPages(db: Db, count: number): number {
  const existing =
    db
      .prepare<[], { n: number }>(
        "SELECT COUNT(*) AS n FROM posts WHERE type = 'page' AND name LIKE 'bulk-page-%'",
      )
      .get()?.n ?? 0;
  if (existing >= count) return 0;
  const author =
    db.prepare<[], { id: number }>("SELECT id FROM users WHERE login = 'admin'").get()?.id ?? 1;
  const insert = db.prepare(
    `INSERT INTO posts (author, date, date_gmt, content, title, excerpt, status, comment_status, ping_status,
       password, name, modified, modified_gmt, parent, menu_order, type, mime_type)
     VALUES (?, ?, ?, ?, ?, '', ?, 'closed', 'closed', '', ?, ?, ?, ?, ?, 'page', '')`,
  );
  const base = Date.now();
  db.transaction(() => {
    let previous = 0;
    for (let n = existing + 1; n <= count; n++) {
      const date = toStoredDate(new Date(base - n * 60_000));
      const title = `Bulk page ${n}`;
      const parent = n % 5 === 0 ? previous : 0;
      const result = insert.run(
        author,
        date,
        date,
        paragraphs(`Generated page number ${n}, for trying long lists.`),
        title,
        n % 10 === 0 ? 'draft' : 'publish',
        `bulk-page-${n}`,
        date,
        date,
        parent,
        n,
      );
      if (parent === 0) previous = Number(result.lastInsertRowid);
    }
  })();
  return count - existing;
}

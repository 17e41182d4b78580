// The tables follow WordPress's data model (one posts table for every post type, meta tables,
// terms in three tables, options), with shorter column names. Dates are stored as
// 'YYYY-MM-DD HH:MM:SS' strings: they sort correctly as text and convert to the REST format
// by swapping the space for a 'T'.
export const schemaVersion = 1;

export const schemaSql = `
CREATE TABLE IF NOT EXISTS users (
  id INTEGER PRIMARY KEY,
  login TEXT NOT NULL UNIQUE,
  pass TEXT NOT NULL,
  nicename TEXT NOT NULL,
  email TEXT NOT NULL DEFAULT '',
  url TEXT NOT NULL DEFAULT '',
  registered TEXT NOT NULL,
  display_name TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS usermeta (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL,
  meta_key TEXT NOT NULL,
  meta_value TEXT NOT NULL DEFAULT ''
);
CREATE INDEX IF NOT EXISTS usermeta_user_key ON usermeta (user_id, meta_key);

CREATE TABLE IF NOT EXISTS posts (
  id INTEGER PRIMARY KEY,
  author INTEGER NOT NULL DEFAULT 0,
  date TEXT NOT NULL,
  date_gmt TEXT NOT NULL,
  content TEXT NOT NULL DEFAULT '',
  title TEXT NOT NULL DEFAULT '',
  excerpt TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL DEFAULT 'publish',
  comment_status TEXT NOT NULL DEFAULT 'closed',
  ping_status TEXT NOT NULL DEFAULT 'closed',
  password TEXT NOT NULL DEFAULT '',
  name TEXT NOT NULL DEFAULT '',
  modified TEXT NOT NULL,
  modified_gmt TEXT NOT NULL,
  parent INTEGER NOT NULL DEFAULT 0,
  menu_order INTEGER NOT NULL DEFAULT 0,
  type TEXT NOT NULL,
  mime_type TEXT NOT NULL DEFAULT ''
);
CREATE INDEX IF NOT EXISTS posts_type_status_date ON posts (type, status, date, id);
CREATE INDEX IF NOT EXISTS posts_type_name ON posts (type, name);
CREATE INDEX IF NOT EXISTS posts_type_author ON posts (type, author, status);
CREATE INDEX IF NOT EXISTS posts_type_order ON posts (type, status, menu_order, id);
CREATE INDEX IF NOT EXISTS posts_type_title ON posts (type, status, title);
CREATE INDEX IF NOT EXISTS posts_parent ON posts (parent, type);

CREATE TABLE IF NOT EXISTS postmeta (
  id INTEGER PRIMARY KEY,
  post_id INTEGER NOT NULL,
  meta_key TEXT NOT NULL,
  meta_value TEXT NOT NULL DEFAULT ''
);
CREATE INDEX IF NOT EXISTS postmeta_post_key ON postmeta (post_id, meta_key);
CREATE INDEX IF NOT EXISTS postmeta_key_value ON postmeta (meta_key, meta_value);

CREATE TABLE IF NOT EXISTS terms (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  slug TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS terms_slug ON terms (slug);
CREATE TABLE IF NOT EXISTS term_taxonomy (
  id INTEGER PRIMARY KEY,
  term_id INTEGER NOT NULL,
  taxonomy TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  parent INTEGER NOT NULL DEFAULT 0,
  UNIQUE (term_id, taxonomy)
);
CREATE INDEX IF NOT EXISTS term_taxonomy_taxonomy ON term_taxonomy (taxonomy);
CREATE TABLE IF NOT EXISTS term_relationships (
  object_id INTEGER NOT NULL,
  term_taxonomy_id INTEGER NOT NULL,
  PRIMARY KEY (object_id, term_taxonomy_id)
);
CREATE INDEX IF NOT EXISTS term_relationships_tt ON term_relationships (term_taxonomy_id);

CREATE TABLE IF NOT EXISTS comments (
  id INTEGER PRIMARY KEY,
  post_id INTEGER NOT NULL DEFAULT 0,
  parent INTEGER NOT NULL DEFAULT 0,
  author INTEGER NOT NULL DEFAULT 0,
  author_name TEXT NOT NULL DEFAULT '',
  author_email TEXT NOT NULL DEFAULT '',
  author_url TEXT NOT NULL DEFAULT '',
  date TEXT NOT NULL,
  date_gmt TEXT NOT NULL,
  content TEXT NOT NULL DEFAULT '',
  approved TEXT NOT NULL DEFAULT '1',
  type TEXT NOT NULL DEFAULT 'comment'
);
CREATE INDEX IF NOT EXISTS comments_post_approved ON comments (post_id, approved, date_gmt);
CREATE INDEX IF NOT EXISTS comments_parent ON comments (parent);

CREATE TABLE IF NOT EXISTS options (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL DEFAULT ''
);

CREATE TABLE IF NOT EXISTS sessions (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL,
  created TEXT NOT NULL,
  expires INTEGER NOT NULL
);
`;

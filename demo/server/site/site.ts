// Everything a request handler may need, opened once: the database and its tables, sessions,
// nonces, login throttling and the themes. Handlers receive the Site through their RestContext.
import type { ServerConfig } from '../config';
import { LoginThrottle } from '../auth/login-throttle';
import { Nonces } from '../auth/nonces';
import { Sessions } from '../auth/sessions';
import { Comments } from '../db/comments';
import { type Db, openDatabase } from '../db/database';
import { Options } from '../db/options';
import { Posts } from '../db/posts';
import { Terms } from '../db/terms';
import { Users } from '../db/users';
import { ThemeRegistry } from './themes';

export interface Site {
  config: ServerConfig;
  db: Db;
  options: Options;
  users: Users;
  posts: Posts;
  terms: Terms;
  comments: Comments;
  sessions: Sessions;
  nonces: Nonces;
  loginThrottle: LoginThrottle;
  themes: ThemeRegistry;
}

export function openSite(config: ServerConfig): Site {
  const db = openDatabase(config.dataDir);
  const options = new Options(db);
  return {
    config,
    db,
    options,
    users: new Users(db),
    posts: new Posts(db),
    terms: new Terms(db),
    comments: new Comments(db),
    sessions: new Sessions(db),
    nonces: new Nonces(options),
    loginThrottle: new LoginThrottle(),
    themes: new ThemeRegistry(config, options),
  };
}

// The settings the host gives `<site-editor>` in its `settings` attribute, for the screens that
// need them (the shell reads its own copy from props). One editor's settings per page: the
// stores are shared by every element on it, and the demo's split page gives both the same.
import { atom } from 'nanostores';

export interface EditorSettings {
  /** Where the site hub's back link goes. */
  dashboardLink?: string;
  dashboardLinkText?: string;
  /**
   * The host's login page, opened in a window of its own when the session ended (WordPress's
   * `wp-login.php?interim-login=1` when absent).
   */
  loginUrl?: string;
  supportsLayout?: boolean;
  /**
   * The file types the user may upload, extensions (`jpg|jpeg|jpe`) to MIME type, as WordPress's
   * `get_allowed_mime_types()` gives them; the canvas's media blocks accept only these.
   */
  allowedMimeTypes?: Record<string, string>;
  /** The largest file the host takes, in bytes (WordPress's `wp_max_upload_size()`). */
  maxUploadFileSize?: number;
  /**
   * While a theme is previewed (`wp_theme_preview`), the nonce themes.php takes to activate it
   * (WordPress: `switch-theme_{stylesheet}`, which its own editor prints as
   * `WP_BLOCK_THEME_ACTIVATE_NONCE`, read when this is absent).
   */
  themeActivationNonce?: string;
  /**
   * Block markup a new item of each post type starts from (the post type's block template,
   * serialised by the host), keyed by post type.
   */
  postTypeTemplates?: Record<string, string>;
  /** Features still behind a flag. */
  experiments?: {
    /** Custom views of the page and post lists (spec 3, wp_dataviews). */
    customViews?: boolean;
  };
}

export const $editorSettings = atom<EditorSettings>({});

// The site's settings the dynamic blocks read: the discussion options (how the Comments blocks
// thread, order and page comments, and whether Comments Pagination applies) and the date formats
// and time zone (how Date blocks print a post's date). WordPress's editor takes them from PHP;
// here they come from the host's `/wp/v2/settings` (the discussion options under their option
// names, which WordPress exposes through our plugin: docs/host-contract.md) and its index.
import apiFetch from '@wordpress/api-fetch';
import { store as coreStore } from '@wordpress/core-data';
import { resolveSelect } from '@wordpress/data';
import { getSettings as getDateSettings, setSettings as setDateSettings } from '@wordpress/date';

type Site = Record<string, unknown>;

/** Editor setting name -> the option's name in the site's settings. */
const DISCUSSION: Record<string, string> = {
  commentOrder: 'comment_order',
  commentsPerPage: 'comments_per_page',
  defaultCommentsPage: 'default_comments_page',
  pageComments: 'page_comments',
  threadComments: 'thread_comments',
  threadCommentsDepth: 'thread_comments_depth',
  defaultCommentStatus: 'default_comment_status',
};

/**
 * The block editor's `__experimentalDiscussionSettings`, or undefined when the host gave none.
 * Values pass as the host gives them: WordPress's editor passes the options' stored strings
 * ('0', '50'), which the blocks read as it does.
 */
export function discussionSettings(site: Site | undefined): Record<string, unknown> | undefined {
  if (!site) return undefined;
  const entries = Object.entries(DISCUSSION)
    .filter(([, option]) => site[option] !== undefined)
    .map(([name, option]) => [name, site[option]]);
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/** The date formats and time zone of `@wordpress/date`, from the site's settings and index. */
export function applyDateSettings(site: Site | undefined, base: Site | undefined): void {
  const current = getDateSettings();
  const formats = { ...current.formats };
  if (typeof site?.['date_format'] === 'string') formats.date = site['date_format'];
  if (typeof site?.['time_format'] === 'string') formats.time = site['time_format'];
  formats.datetime = `${formats.date} ${formats.time}`;
  const zone = (base?.['timezone_string'] ?? site?.['timezone']) as string | undefined;
  const offset = Number(base?.['gmt_offset'] ?? current.timezone.offset ?? 0);
  setDateSettings({
    ...current,
    formats,
    timezone: {
      ...current.timezone,
      offset,
      offsetFormatted: String(offset).replace('.5', ':30').replace('.75', ':45'),
      string: zone && zone !== 'UTC' ? zone : '',
    },
  });
}

/**
 * Whether the user may read the settings: the host's `Allow` for them (WordPress lets only users
 * who manage options read them, and answers 403 to the others: they are not asked).
 */
async function mayReadSettings(): Promise<boolean> {
  try {
    const response = (await apiFetch({
      path: '/wp/v2/settings',
      method: 'OPTIONS',
      parse: false,
    })) as Response;
    return (response.headers.get('Allow') ?? '')
      .split(',')
      .some((method) => method.trim().toUpperCase() === 'GET');
  } catch {
    return false;
  }
}

/** Reads the site's settings once (a user who may not read them gets none) and hands them on. */
export async function loadSiteSettings(
  onDiscussion: (settings: Record<string, unknown>) => void,
): Promise<void> {
  const core = resolveSelect(coreStore) as unknown as {
    getEntityRecord(kind: string, name: string): Promise<Site | undefined>;
  };
  const [site, base] = await Promise.all([
    mayReadSettings().then((may) =>
      may ? core.getEntityRecord('root', 'site').catch(() => undefined) : undefined,
    ),
    core.getEntityRecord('root', '__unstableBase').catch(() => undefined),
  ]);
  applyDateSettings(site, base);
  const discussion = discussionSettings(site);
  if (discussion) onDiscussion(discussion);
}

// An item route's content, once its item is known to exist: a bad id (`/page/undefined`,
// `/wp_template/nonexistent`) shows the not-found notice (spec 8) instead of the screen and the
// host's raw message. The check reads the same record store the screen reads: no extra request
// for a page or post preview.
import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { type RouteItem, routeItem } from '../../routing/items';
import type { RouteMatch } from '../../routing/routes';
import { entityRecord } from '../../stores';
import { useNotFoundNotice } from '../../ui/not-found-notice';

function AskHost({ item, children }: { item: RouteItem; children: ReactNode }) {
  const { error } = useStore(entityRecord('postType', item.postType, item.id));
  const missing = error?.status === 404;
  useNotFoundNotice(missing);
  return missing ? null : children;
}

function NotFound() {
  useNotFoundNotice(true);
  return null;
}

export function ItemGate({ route, children }: { route: RouteMatch; children: ReactNode }) {
  const item = routeItem(route);
  if (item === 'not-found') return <NotFound />;
  if (!item?.askHost) return children;
  return (
    <AskHost key={`${item.postType}/${item.id}`} item={item}>
      {children}
    </AskHost>
  );
}

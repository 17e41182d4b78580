// An ordinary link to an editor path: a real href (so open-in-new-tab and copy-link work) that,
// on a plain click, navigates inside the editor without reloading the host page.
import type { MouseEvent, ReactNode } from 'react';
import type { EditorQuery } from '../routing/location';
import { writeLocation } from '../routing/location';
import { navigate } from '../stores/router';

export interface LinkProps {
  to: string;
  query?: EditorQuery;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
  'aria-current'?: 'page';
  /** Intent to follow the link (pointer over it, focus on it): to fetch what it opens early. */
  onPointerEnter?: () => void;
  onFocus?: () => void;
}

export function editorHref(to: string, query: EditorQuery = {}): string {
  const search = typeof window === 'undefined' ? '' : window.location.search;
  const path = typeof window === 'undefined' ? '' : window.location.pathname;
  return `${path}${writeLocation(search, { path: to, query })}`;
}

export function Link({ to, query = {}, children, ...rest }: LinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    navigate(to, query);
  };
  return (
    <a href={editorHref(to, query)} onClick={onClick} {...rest}>
      {children}
    </a>
  );
}

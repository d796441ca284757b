import type { ReactNode } from 'react';
import { Link as ArcoLink } from '@arco-design/web-react';
import { useHref, useLinkClickHandler } from 'react-router-dom';
import { usePermission } from '@backoffice/shared';

export interface CountLinkProps {
  /** the list it opens, filtered to the rows counted: '/product/comments?dramaId=7' */
  to: string;
  /** the permission to read that list; without it the count is plain text */
  permission?: string;
  /** what the link opens, for a screen reader ("Comments on Lost Heir"), where the count alone says little */
  label?: string;
  children: ReactNode;
}

/**
 * A count in a list that opens the rows it counts, in another list: a real link, so it can be
 * focused, middle-clicked or opened in a new tab, while a plain click stays in the app. Who may
 * not read that list sees the count alone (the api would refuse the list anyway).
 */
export function CountLink({ to, permission, label, children }: CountLinkProps) {
  const allowed = usePermission();
  const href = useHref(to);
  const onClick = useLinkClickHandler(to);
  if (permission && !allowed([permission])) return <>{children}</>;
  return (
    <ArcoLink href={href} onClick={onClick} aria-label={label}>
      {children}
    </ArcoLink>
  );
}

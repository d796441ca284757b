import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { selectUserInfo, useAppSelector } from '@backoffice/shared';
import { rememberedHref, tabsOwner } from './tabStorage';

/**
 * `hrefOfPage('/setting/user')`: where the side menu and the quick switcher open a page. A page
 * whose tab is open goes back to where that tab left off (its filters, its page), as clicking
 * the tab does.
 */
export function usePageHref(): (pathname: string) => string {
  const user = tabsOwner(useAppSelector(selectUserInfo));
  return useCallback((pathname) => rememberedHref(user, pathname) ?? pathname, [user]);
}

/** `openPage('/setting/user')`: goes to the page, where its tab left off (usePageHref). */
export function useOpenPage(): (pathname: string) => void {
  const navigate = useNavigate();
  const hrefOfPage = usePageHref();
  return useCallback((pathname) => navigate(hrefOfPage(pathname)), [navigate, hrefOfPage]);
}

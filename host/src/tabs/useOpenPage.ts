import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { selectUserInfo, useAppSelector } from '@backoffice/shared';
import { rememberedHref, tabsOwner } from './tabStorage';

/**
 * `openPage('/setting/user')`, for the side menu and the quick switcher: a page whose tab is
 * open goes back to where that tab left off (its filters, its page), as clicking the tab does.
 */
export function useOpenPage(): (pathname: string) => void {
  const navigate = useNavigate();
  const user = tabsOwner(useAppSelector(selectUserInfo));
  return useCallback((pathname) => navigate(rememberedHref(user, pathname) ?? pathname), [navigate, user]);
}

import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useMenuTree } from '../menu/SideMenu';
import { crumbsFor } from './crumbs';

/** Where the page sits in the menu (group › page), above the content. */
export function Breadcrumb() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const tree = useMenuTree();
  const crumbs = crumbsFor(pathname, tree);
  if (!crumbs.length) return null;
  return (
    <nav className="breadcrumb" aria-label={intl.formatMessage({ id: 'breadcrumb.label' })}>
      <ol>
        {crumbs.map((item, index) => (
          <li key={item.labelKey} aria-current={index === crumbs.length - 1 ? 'page' : undefined}>
            {intl.formatMessage({ id: item.labelKey, defaultMessage: item.defaultLabel })}
          </li>
        ))}
      </ol>
    </nav>
  );
}

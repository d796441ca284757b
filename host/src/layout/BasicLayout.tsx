import { Suspense, useState } from 'react';
import { Layout } from '@arco-design/web-react';
import { FormattedMessage } from 'react-intl';
import { Outlet, useLocation } from 'react-router-dom';
import { selectSettings, useAppSelector } from '@backoffice/shared';
import { Navbar } from './Navbar';
import { SideMenu } from '../menu/SideMenu';
import { TabbedContent } from '../tabs/TabbedContent';
import { Breadcrumb } from '../breadcrumb/Breadcrumb';
import { QuickSwitcherLauncher } from '../quick-switcher/QuickSwitcherLauncher';
import { usePageScroll } from './usePageScroll';
import './layout.css';

/** The frame of every signed-in page: navbar, server-driven menu, content, footer. */
export function BasicLayout() {
  const settings = useAppSelector(selectSettings);
  // Starts as the "lg" breakpoint says (the Sider then follows it); the user can still toggle.
  const [collapsed, setCollapsed] = useState(isNarrowScreen);

  return (
    <Layout className="layout">
      {settings.navbar && (
        <Layout.Header className="layout__navbar">
          <Navbar />
        </Layout.Header>
      )}
      <Layout className="layout__body">
        {settings.menu && (
          <Layout.Sider
            className="layout__sider"
            width={settings.menuWidth}
            collapsible
            collapsed={collapsed}
            onCollapse={setCollapsed}
            breakpoint="lg"
          >
            <SideMenu collapsed={collapsed} />
          </Layout.Sider>
        )}
        <Layout className="layout__main">
          <Layout.Content className="layout__content">
            <Breadcrumb />
            {settings.tabBar ? <TabbedContent /> : <UntabbedContent />}
          </Layout.Content>
          {settings.footer && (
            <Layout.Footer className="layout__footer">
              <FormattedMessage id="app.footer" />
            </Layout.Footer>
          )}
        </Layout>
      </Layout>
      <QuickSwitcherLauncher />
    </Layout>
  );
}

/** Without the tab bar a page is not kept: each one opens at its top. */
function UntabbedContent() {
  const container = usePageScroll<HTMLDivElement>(useLocation().pathname);
  return (
    <div ref={container}>
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </div>
  );
}

/** Below Arco's "lg" breakpoint (992px) the menu starts collapsed. */
function isNarrowScreen(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(max-width: 991.98px)').matches
  );
}

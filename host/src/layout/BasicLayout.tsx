import { Suspense, useState } from 'react';
import { Layout } from '@arco-design/web-react';
import { FormattedMessage } from 'react-intl';
import { Outlet } from 'react-router-dom';
import { selectSettings, useAppSelector } from '@backoffice/shared';
import { Navbar } from './Navbar';
import { SideMenu } from '../menu/SideMenu';
import './layout.css';

/** The frame of every signed-in page: navbar, server-driven menu, content, footer. */
export function BasicLayout() {
  const settings = useAppSelector(selectSettings);
  const [collapsed, setCollapsed] = useState(false);

  return (
    <Layout className="layout">
      {settings.navbar && (
        <Layout.Header className="layout__navbar">
          <Navbar />
        </Layout.Header>
      )}
      <Layout>
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
            <Suspense fallback={null}>
              <Outlet />
            </Suspense>
          </Layout.Content>
          {settings.footer && (
            <Layout.Footer className="layout__footer">
              <FormattedMessage id="app.footer" />
            </Layout.Footer>
          )}
        </Layout>
      </Layout>
    </Layout>
  );
}

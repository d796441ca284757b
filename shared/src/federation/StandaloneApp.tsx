// A remote running alone (`npm run dev -w remotes/<area>`): the shared providers, a plain
// sign-in against the api, a project switcher and the remote's own pages. No host and no
// registry, but the session a page relies on is the host's: the server menu of the current
// project and role (the pages' button permissions, the menu's labels) and the page's theme.
import { Suspense, useState, type ReactNode } from 'react';
import { Button, Form, Input, Layout, Menu, Select, Space, Spin } from '@arco-design/web-react';
import { useIntl } from 'react-intl';
import { BrowserRouter, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
// Through the package name, not relative paths: the remote's pages use the shared
// singleton, and this frame must talk to that same store and api slice.
import {
  ALL_PROJECTS,
  AppProviders,
  createAppStore,
  LOCALE_NAMES,
  LOCALES,
  registerMessages,
  selectCurrentProject,
  selectServerMenu,
  selectToken,
  selectUserInfo,
  useAppSelector,
  useGetInfoQuery,
  useLocale,
  useLoginMutation,
  useProjectName,
  useServerMenu,
  useSwitchProject,
  type AppStore,
  type LoginRequest,
  type RemotePage,
  type RemoteRoutes,
} from '@backoffice/shared';
import './standalone.css';

export function StandaloneApp({ routes, store: given }: { routes: RemoteRoutes; store?: AppStore }) {
  const [store] = useState(() => {
    registerMessages(routes.messages);
    return given ?? createAppStore();
  });
  const first = routes.pages[0]?.path;
  return (
    <AppProviders store={store}>
      <BrowserRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <Routes>
          <Route path="/login" element={<StandaloneSignIn />} />
          {routes.pages.map(({ path, component: Page }) => (
            <Route
              key={path}
              path={path}
              element={
                <SignedIn routes={routes}>
                  <Page />
                </SignedIn>
              }
            />
          ))}
          {first && <Route path="*" element={<Navigate to={first} replace />} />}
        </Routes>
      </BrowserRouter>
    </AppProviders>
  );
}

function StandaloneSignIn() {
  const [login, { isLoading, error }] = useLoginMutation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const back = new URLSearchParams(search).get('redirect') || '/';
  return (
    <div style={{ maxWidth: 320, margin: '15vh auto' }}>
      <h2>Sign in</h2>
      <Form
        layout="vertical"
        onSubmit={(values: LoginRequest) =>
          login({ body: values })
            .unwrap()
            .then(() => navigate(back, { replace: true }))
        }
      >
        <Form.Item field="username" label="Username" rules={[{ required: true }]}>
          <Input autoComplete="username" />
        </Form.Item>
        <Form.Item field="password" label="Password" rules={[{ required: true }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        {error && <p role="alert">Login error, refresh and try again</p>}
        <Button type="primary" htmlType="submit" long loading={isLoading}>
          Sign in
        </Button>
      </Form>
    </div>
  );
}

function SignedIn({ routes, children }: { routes: RemoteRoutes; children: ReactNode }) {
  const token = useAppSelector(selectToken);
  const user = useAppSelector(selectUserInfo);
  const { pathname } = useLocation();
  const info = useGetInfoQuery(undefined, { skip: !token });
  const { menuFromServer, menu } = useServerMenu();

  if (!token || info.isError) return <Navigate to={`/login?redirect=${encodeURIComponent(pathname)}`} replace />;
  // As the host does: no page before its permissions are known.
  if (!user || (menuFromServer && !menu.data && !menu.isError))
    return <Spin style={{ display: 'block', margin: '20vh auto' }} />;
  return (
    <Layout className="standalone">
      <Layout.Header className="standalone__header">
        <StandaloneHeader name={routes.name} />
      </Layout.Header>
      <Layout>
        <Layout.Sider>
          <StandaloneMenu pages={routes.pages} />
        </Layout.Sider>
        <Layout.Content className="standalone__content">
          <Suspense fallback={<Spin />}>{children}</Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

function StandaloneHeader({ name }: { name: string }) {
  const user = useAppSelector(selectUserInfo);
  const project = useAppSelector(selectCurrentProject);
  const projectName = useProjectName();
  const switchProject = useSwitchProject();
  const [locale, setLocale] = useLocale();
  const projects = [...(user?.allProjects ? [ALL_PROJECTS] : []), ...(user?.projects ?? [])];
  return (
    <Space>
      <strong>{name} (standalone)</strong>
      <Select
        size="small"
        style={{ width: 200 }}
        aria-label="Project"
        value={project?.code}
        onChange={switchProject}
        options={projects.map((item) => ({ label: projectName(item), value: item.code }))}
      />
      <Select
        size="small"
        style={{ width: 110 }}
        aria-label="Language"
        value={locale}
        onChange={setLocale}
        options={LOCALES.map((item) => ({ label: LOCALE_NAMES[item], value: item }))}
      />
    </Space>
  );
}

/**
 * The remote's pages the user may open, named as the host's menu names them: by the server
 * menu's label key, else by the screen names' key of the route (`setting/user` → `menu.setting.user`).
 */
function StandaloneMenu({ pages }: { pages: RemotePage[] }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const serverMenu = useAppSelector(selectServerMenu);
  const granted = (page: RemotePage) =>
    !serverMenu || serverMenu.some((item) => item.menuType === 'C' && item.menuName === page.name);
  const label = (page: RemotePage) => {
    const remark = serverMenu?.find((item) => item.menuName === page.name)?.remark;
    return intl.formatMessage({ id: remark || `menu.${page.name.replace(/\//g, '.')}`, defaultMessage: page.name });
  };
  return (
    <Menu selectedKeys={[pathname]} onClickMenuItem={(key) => navigate(key)}>
      {pages
        .filter((page) => !page.path.includes(':') && granted(page))
        .map((page) => (
          <Menu.Item key={page.path}>{label(page)}</Menu.Item>
        ))}
    </Menu>
  );
}

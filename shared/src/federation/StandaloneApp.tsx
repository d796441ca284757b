// A remote running alone (`npm run dev -w remotes/<area>`): the shared providers, a plain
// sign-in against the api, a project switcher and the remote's own pages. No host, no
// registry, no server menu: enough to work on one area without the rest of the product.
import { Suspense, useState, type ReactNode } from 'react';
import { Button, Form, Input, Layout, Menu, Select, Space, Spin } from '@arco-design/web-react';
import { BrowserRouter, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
// Through the package name, not relative paths: the remote's pages use the shared
// singleton, and this frame must talk to that same store and api slice.
import {
  AppProviders,
  createAppStore,
  projectSelected,
  registerMessages,
  selectCurrentProject,
  selectToken,
  selectUserInfo,
  useAppDispatch,
  useAppSelector,
  useGetInfoQuery,
  useLoginMutation,
  type AppStore,
  type LoginRequest,
  type RemoteRoutes,
} from '@backoffice/shared';

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
      <Form layout="vertical" onSubmit={(values: LoginRequest) => login(values).unwrap().then(() => navigate(back, { replace: true }))}>
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
  const project = useAppSelector(selectCurrentProject);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const info = useGetInfoQuery(undefined, { skip: !token });

  if (!token || info.isError) return <Navigate to={`/login?redirect=${encodeURIComponent(pathname)}`} replace />;
  if (!user) return <Spin style={{ display: 'block', margin: '20vh auto' }} />;
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ padding: '8px 16px' }}>
        <Space>
          <strong>{routes.name} (standalone)</strong>
          <Select
            size="small"
            style={{ width: 200 }}
            value={project?.code}
            onChange={(code: string) => dispatch(projectSelected(code))}
            options={user.projects.map((item) => ({ label: item.name, value: item.code }))}
          />
        </Space>
      </Layout.Header>
      <Layout>
        <Layout.Sider>
          <Menu selectedKeys={[pathname]} onClickMenuItem={(key) => navigate(key)}>
            {routes.pages
              .filter((page) => !page.path.includes(':'))
              .map((page) => (
                <Menu.Item key={page.path}>{page.name}</Menu.Item>
              ))}
          </Menu>
        </Layout.Sider>
        <Layout.Content style={{ padding: 16 }}>
          <Suspense fallback={<Spin />}>{children}</Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

import { lazy, Suspense, useEffect } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders, selectToken, useAppSelector } from '@backoffice/shared';
import { store } from './store';
import { loginPathFor, targetAfterLogin } from '../router/loginRedirect';
import { loadSignedInApp } from './preloadSignedIn';
import { loadRegistry } from '../federation/registry';

// Two chunks: the login page, and the signed-in shell (layout, menu, guard, pages). A
// visitor downloads only the first (index.html preloads it: host/webpack.config.js); the
// shell's come with the sign-in click (preloadSignedIn).
const LoginPage = lazy(() => import(/* webpackChunkName: "login" */ '../pages/login'));
const SignedInApp = lazy(loadSignedInApp);

export function App() {
  return (
    <AppProviders store={store}>
      <BrowserRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}

export function AppRoutes() {
  return (
    <Suspense fallback={null}>
      <Routes>
        <Route
          path="/login"
          element={
            <SignedOutOnly>
              <LoginPage />
            </SignedOutOnly>
          }
        />
        <Route
          path="/*"
          element={
            <RequireToken>
              <SignedInApp />
            </RequireToken>
          }
        />
      </Routes>
    </Suspense>
  );
}

/** Without a token every route but login goes to login, carrying where it was going. */
function RequireToken({ children }: { children: JSX.Element }) {
  const token = useAppSelector(selectToken);
  const location = useLocation();
  if (!token) return <Navigate to={loginPathFor(location.pathname, location.search)} replace />;
  return children;
}

/** Signing in again makes no sense: a signed-in visit to login goes where sign-in would lead. */
function SignedOutOnly({ children }: { children: JSX.Element }) {
  const token = useAppSelector(selectToken);
  const { search } = useLocation();
  // Once the form is on screen (after the frame that first draws it), the registry: every page
  // after sign-in needs it, the form does not. RemotePage reports a failure to read it.
  useEffect(() => {
    if (token) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => loadRegistry().catch(() => undefined), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [token]);
  if (token) return <Navigate to={targetAfterLogin(search)} replace />;
  return children;
}

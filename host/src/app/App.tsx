import { lazy, Suspense, useEffect } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders, selectToken, useAppSelector } from '@backoffice/shared';
import { store } from './store';
import { loginPathFor, targetAfterLogin } from '../router/loginRedirect';
import { loadSignedInApp, preloadSignedIn } from './preloadSignedIn';

// Two chunks: the login page (for a sign-in after a sign-out: a first visit's login page is the
// login island's, src/pages/login/island.tsx), and the signed-in shell (layout, menu, guard,
// pages), which comes once the form works, while the visitor types (preloadSignedIn).
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
  // Once the form works (after the frame that first draws it), what signing in leads to: the
  // registry, the signed-in shell's code and the code of the page it opens, fetched while the
  // visitor types, so the sign-in click waits for none of it. The form needs none of it.
  useEffect(() => {
    if (token) return undefined;
    const frame = requestAnimationFrame(() => preloadSignedIn(targetAfterLogin(search)));
    return () => cancelAnimationFrame(frame);
  }, [token, search]);
  if (token) return <Navigate to={targetAfterLogin(search)} replace />;
  return children;
}

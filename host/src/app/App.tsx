import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders, selectToken, useAppSelector } from '@backoffice/shared';
import { store } from './store';
import { loginPathFor, targetAfterLogin } from '../router/loginRedirect';

// Two chunks: the login page, and the signed-in shell (layout, menu, guard, pages). A
// visitor downloads only the first; the shell's components come after sign-in.
const LoginPage = lazy(() => import(/* webpackChunkName: "login" */ '../pages/login'));
const SignedInApp = lazy(() => import(/* webpackChunkName: "shell" */ './SignedInApp'));

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

/** Spec 4: without a token every route but login goes to login, carrying where it was going. */
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
  if (token) return <Navigate to={targetAfterLogin(search)} replace />;
  return children;
}

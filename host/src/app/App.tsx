import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { AppProviders } from '@backoffice/shared';
import { store } from './store';
import { LoginPage } from '../pages/login';
import { NotFoundPage } from '../pages/not-found';
import { UserCenterPage } from '../pages/user-center';
import { BasicLayout } from '../layout/BasicLayout';
import { RequireAuth } from '../router/RequireAuth';
import { GuardedPage } from '../router/GuardedPage';
import { ThemeSync } from './ThemeSync';

export function App() {
  return (
    <AppProviders store={store}>
      <ThemeSync />
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route
        element={
          <RequireAuth>
            <BasicLayout />
          </RequireAuth>
        }
      >
        <Route index element={<Navigate to="/user-center/index" replace />} />
        <Route path="user-center/index" element={<UserCenterPage />} />
        <Route path="not-found" element={<NotFoundPage />} />
        <Route path="*" element={<GuardedPage />} />
      </Route>
    </Routes>
  );
}

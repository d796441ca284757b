import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../pages/not-found';
import { BasicLayout } from '../layout/BasicLayout';
import { SessionLoader } from '../router/SessionLoader';
import { GuardedPage } from '../router/GuardedPage';
import { VersionCheck } from '../version/VersionCheck';
import { LANDING_PAGE, loadLandingPage } from './preloadSignedIn';

// The sign-in starts the session's requests from this chunk, before it renders.
export { startSessionRequests } from '../router/SessionLoader';

const UserCenterPage = lazy(loadLandingPage);

/** Everything after sign-in: the session (user info, menu), the frame and its pages. */
export default function SignedInApp() {
  return (
    <SessionLoader>
      <VersionCheck />
      <Routes>
        <Route element={<BasicLayout />}>
          <Route index element={<Navigate to={LANDING_PAGE} replace />} />
          <Route path={LANDING_PAGE.slice(1)} element={<UserCenterPage />} />
          <Route path="not-found" element={<NotFoundPage />} />
          <Route path="*" element={<GuardedPage />} />
        </Route>
      </Routes>
    </SessionLoader>
  );
}

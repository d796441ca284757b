import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../pages/not-found';
import { BasicLayout } from '../layout/BasicLayout';
import { SessionLoader } from '../router/SessionLoader';
import { GuardedPage } from '../router/GuardedPage';
import { VersionCheck } from '../version/VersionCheck';

// The sign-in starts the session's requests from this chunk, before it renders.
export { startSessionRequests } from '../router/SessionLoader';

// Its own chunk: most sessions open business pages, not the profile.
const UserCenterPage = lazy(() => import(/* webpackChunkName: "user-center" */ '../pages/user-center'));

/** Everything after sign-in: the session (user info, menu), the frame and its pages. */
export default function SignedInApp() {
  return (
    <SessionLoader>
      <VersionCheck />
      <Routes>
        <Route element={<BasicLayout />}>
          <Route index element={<Navigate to="/user-center/index" replace />} />
          <Route path="user-center/index" element={<UserCenterPage />} />
          <Route path="not-found" element={<NotFoundPage />} />
          <Route path="*" element={<GuardedPage />} />
        </Route>
      </Routes>
    </SessionLoader>
  );
}

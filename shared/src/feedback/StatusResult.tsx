import { lazy, Suspense } from 'react';
import type { ResultProps } from '@arco-design/web-react';

const ArcoResult = lazy(() => import(/* webpackChunkName: "arco-result" */ './ArcoResult'));

/** A full-page status (error, 404, 403…): Arco's Result, fetched when first shown. */
export function StatusResult(props: ResultProps) {
  return (
    <Suspense fallback={<div role="status" aria-busy="true" style={{ minHeight: 240 }} />}>
      <ArcoResult {...props} />
    </Suspense>
  );
}

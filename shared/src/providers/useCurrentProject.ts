import { selectCurrentProject } from '../auth/selectors';
import { useAppSelector } from '../store/hooks';

/** The project the user works in: `{ id, code, tenantCode, name }`, the `all` pseudo project, or null. */
export function useCurrentProject() {
  return useAppSelector(selectCurrentProject);
}

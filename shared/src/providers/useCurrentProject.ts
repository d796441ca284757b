import { useCallback } from 'react';
import { ALL_PROJECTS_CODE } from '../auth/projects';
import { selectCurrentProject } from '../auth/selectors';
import { type Project } from '../auth/types';
import { useT } from '../i18n/useT';
import { useAppSelector } from '../store/hooks';

/** The project the user works in: `{ id, code, tenantCode, name }`, the `all` pseudo project, or null. */
export function useCurrentProject() {
  return useAppSelector(selectCurrentProject);
}

/**
 * `projectName(project)`: what a person calls a project. The `all` pseudo project's name is
 * its code, not words: it reads "All projects" in the user's language.
 */
export function useProjectName(): (project: Pick<Project, 'code' | 'name'> | null | undefined) => string {
  const t = useT();
  return useCallback(
    (project) => {
      if (!project) return '';
      return project.code === ALL_PROJECTS_CODE ? t('shared.project.all') : project.name || project.code;
    },
    [t],
  );
}

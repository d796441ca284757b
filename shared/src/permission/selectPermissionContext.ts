import { createSelector } from '@reduxjs/toolkit';
import { selectCurrentRole, selectPermissionCodes, selectServerMenu } from '../auth/selectors';
import { selectSettings } from '../settings/settingsSlice';
import { type RootState } from '../store/rootReducer';
import { type PermissionContext } from './checkPermission';

export const selectPermissionContext = createSelector(
  [
    (state: RootState) => selectSettings(state).menuFromServer,
    selectServerMenu,
    selectPermissionCodes,
    selectCurrentRole,
  ],
  (menuFromServer, serverMenu, permissionCodes, currentRole): PermissionContext => ({
    serverMenuActive: menuFromServer && serverMenu !== null,
    permissionCodes,
    currentRole,
  }),
);

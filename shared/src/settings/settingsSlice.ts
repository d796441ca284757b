import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_SETTINGS, readStoredSettings, type Settings } from './storedSettings';

export {
  DEFAULT_SETTINGS,
  readStoredSettings,
  SETTINGS_STORAGE_KEY,
  type Settings,
  storeSettings,
} from './storedSettings';

export const settingsSlice = createSlice({
  name: 'settings',
  initialState: readStoredSettings,
  reducers: {
    update(state, action: PayloadAction<Partial<Settings>>) {
      Object.assign(state, action.payload);
    },
    reset() {
      return { ...DEFAULT_SETTINGS };
    },
  },
});

export const { update: updateSettings, reset: resetSettings } = settingsSlice.actions;
export const selectSettings = (state: { settings: Settings }) => state.settings;

// @backoffice/shared — loaded once at run time (module federation singleton) by the host
// and every remote. Everything a remote may rely on is exported here and nowhere else.

// API: the one RTK Query slice and its base query
export { api, logout, TAG_TYPES, KEEP_UNUSED_SECONDS, FRESH_SECONDS } from './api/api';
export { createBaseQuery, API_BASE_URL, API_TIMEOUT_MS, RETRY_DELAY_MS } from './api/baseQuery';
export type { AppBaseQuery, BaseQueryOptions } from './api/baseQuery';
export { cleanParams, prepareRequest, DEFAULT_SORT } from './api/prepareRequest';
export type { RequestScope } from './api/prepareRequest';
export { isApiError } from './api/apiError';
export type { ApiError, Envelope, FieldError, ProblemParams } from './api/apiError';
export { refusalText, wordFieldProblem, wordProblem } from './api/problems';
export { ERROR_TOAST_MS, whileFormSaves } from './api/notifyFailure';

// Auth
export {
  authSlice,
  loggedIn,
  userInfoLoaded,
  projectSelected,
  roleSelected,
  serverMenuLoaded,
  loggedOut,
} from './auth/authSlice';
export type { AuthState } from './auth/authSlice';
export {
  selectToken,
  selectUserInfo,
  selectCurrentProject,
  selectCurrentRole,
  selectRoles,
  selectServerMenu,
  selectPermissionCodes,
  selectMenuProjectId,
} from './auth/selectors';
export type { AuthRootState } from './auth/selectors';
export { ALL_PROJECTS, ALL_PROJECTS_CODE } from './auth/projects';
export { TOKEN_STORAGE_KEY, PROJECT_STORAGE_KEY } from './auth/storage';
export {
  authApi,
  recordSignIn,
  useLoginMutation,
  useGetInfoQuery,
  useLazyGetInfoQuery,
  useGetServerMenuQuery,
  useLazyGetServerMenuQuery,
  useLogoutMutation,
} from './auth/authApi';
export type { LoginRequest, MenuRequest, SignedIn } from './auth/authApi';
export { selectMenuRequest, useServerMenu, useSwitchProject } from './auth/useSession';
export type { Project, ProjectRoles, ServerMenuItem, UserInfo } from './auth/types';

// Settings
export {
  settingsSlice,
  updateSettings,
  resetSettings,
  selectSettings,
  DEFAULT_SETTINGS,
  SETTINGS_STORAGE_KEY,
} from './settings/settingsSlice';
export type { Settings } from './settings/settingsSlice';

// Store
export { rootReducer } from './store/rootReducer';
export type { RootState, LazyLoadedSlices } from './store/rootReducer';
export { createAppStore } from './store/createAppStore';
export type { AppStore, AppDispatch } from './store/createAppStore';
export { useAppDispatch, useAppSelector } from './store/hooks';

// i18n
export { LOCALES, LOCALE_NAMES, LOCALE_STORAGE_KEY, isLocale, detectInitialLocale } from './i18n/locales';
export type { Locale } from './i18n/locales';
export { registerMessages, getRegisteredMessages } from './i18n/registry';
export type { Messages, MessageBundle } from './i18n/registry';
export { getLocale, setLocale, useLocale } from './i18n/localeStore';
export { getIntl, translate } from './i18n/translate';
export { I18nProvider } from './i18n/I18nProvider';
export { useT } from './i18n/useT';
export type { Translate } from './i18n/useT';

// Permission
export { checkPermission } from './permission/checkPermission';
export type { PermissionContext } from './permission/checkPermission';
export { selectPermissionContext } from './permission/selectPermissionContext';
export { usePermission } from './permission/usePermission';
export { Permission } from './permission/Permission';

// Formatters
export { formatCompactNumber } from './format/compactNumber';
export { formatMoney, formatMoneyCompact } from './format/money';
export type { MinorAmount } from './format/money';
export { weightedScore } from './format/score';
export { PASSWORD_MAX, PASSWORD_MIN, passwordProblem } from './auth/accountRules';

// Enums: the platform's own (an area's live in its remote or in `@backoffice/shared/enums`)
export type { EnumOption, EnumValue, ProductEnum } from './enums/defineEnum';
export { ENABLED_STATUS } from './enums/enabledStatus';
export { useEnumLabel, useEnumSelectOptions } from './enums/useEnumLabel';

// Providers
export { AppProviders } from './providers/AppProviders';
export { useCurrentProject, useProjectName } from './providers/useCurrentProject';

// Federation contract between the host and the remotes
export type { RemotePage, RemoteRoutes } from './federation/remoteRoutes';

// Feedback
export { StatusResult } from './feedback/StatusResult';

// Drawers and dialogs fetched when first opened, not with their page
export { lazyOverlay, loadModal, useShownOnce } from './overlay/lazyOverlay';

// The live channel: the tab's one connection to /admin-api/ws, feeding the query cache
export { liveChannel, liveUpdates, useLiveStatus } from './live/liveCache';
export type { LiveCacheContext } from './live/liveCache';
export { LIVE_PATH, LiveChannel } from './live/liveChannel';
export type { LiveEvent, LiveListener, LiveStatus, LiveTopic } from './live/liveChannel';

// Accessibility of Arco's markup
export { useArcoRoles } from './a11y/useArcoRoles';

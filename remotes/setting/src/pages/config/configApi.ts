import type { GetSettingConfigHistoryApiResponse, ListSettingConfigApiResponse } from './configApi.generated';

/** A configuration entry: a row of this screen; `value` is always the text as stored. */
export type ConfigEntry = ListSettingConfigApiResponse['list'][number];
/** One line of an entry's history: created, edited or deleted, with the values before and after. */
export type ConfigChange = GetSettingConfigHistoryApiResponse['list'][number];

// Every change is of this screen's entries and their history alone: the generated
// 'SettingConfig' tag is all there is to refresh.
export {
  useListSettingConfigQuery,
  useCreateSettingConfigMutation,
  useEditSettingConfigMutation,
  useDeleteSettingConfigMutation,
  useGetSettingConfigHistoryQuery,
} from './configApi.generated';

import { type ListSettingAccountApiResponse, settingAccountApi } from './accountApi.generated';

/** A project (tenant) the back-office serves: a row of this screen (its path says `account`). */
export type Project = ListSettingAccountApiResponse['list'][number];

// Every change reaches the project switcher too (GET /getInfo is cached under 'UserInfo'):
// a new project is the creator's, a disabled or deleted one leaves everyone's list.
const CHANGES = { invalidatesTags: ['SettingAccount', 'UserInfo'] } as const;

export const projectApi = settingAccountApi.enhanceEndpoints({
  endpoints: {
    createSettingAccount: CHANGES,
    editSettingAccount: CHANGES,
    disableSettingAccount: CHANGES,
    enableSettingAccount: CHANGES,
    deleteSettingAccount: CHANGES,
  },
});

// Generated from the api's OpenAPI document by `npm run api:browser -w api`: do not edit.
import { api } from "@backoffice/shared";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    editOwnProfile: build.mutation<
      EditOwnProfileApiResponse,
      EditOwnProfileApiArg
    >({
      query: (queryArg) => ({
        url: `/user/profile`,
        method: "PUT",
        body: queryArg.body,
      }),
    }),
    changeOwnPassword: build.mutation<
      ChangeOwnPasswordApiResponse,
      ChangeOwnPasswordApiArg
    >({
      query: (queryArg) => ({
        url: `/user/password`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as userSettingsApi };
export type EditOwnProfileApiResponse = /** status 200 undefined */ {
  name: string;
  avatar: string;
  job: string;
  organization: string;
  location: string;
  email: string;
  introduction: string;
  personalWebsite: string;
  jobName: string;
  organizationName: string;
  locationName: string;
  phone: string;
  /** YYYY-MM-DD HH:mm:ss, UTC */
  registrationDate: string;
  accountId: string;
  /** the username */
  account: string;
  /** 1 certified, 0 not */
  certification: number;
  /** may choose the `all` pseudo project */
  allProjects: boolean;
  projects: {
    id: number;
    code: string;
    tenantCode: string;
    name: string;
  }[];
  projectRoles: {
    projectId: number;
    projectCode: string;
    /** role codes: admin, normal, operator… */
    roles: string[];
    /** button permissions (menu F items' perms) held in the project */
    permissions: string[];
  }[];
};
export type EditOwnProfileApiArg = {
  body: {
    name: string;
    /** an email address such as name@example.com */
    email: string;
    /** a phone number such as +65 6100 0001 */
    phone?: string;
    introduction?: string;
    /** an http, https or ftp address such as https://example.com */
    personalWebsite?: string;
    jobName?: string;
    organizationName?: string;
    locationName?: string;
  };
};
export type ChangeOwnPasswordApiResponse = /** status 200 undefined */ {
  /** the user's other sessions that were signed out */
  revokedSessions: number;
};
export type ChangeOwnPasswordApiArg = {
  body: {
    /** the current password */
    oldPassword: string;
    /** 8..64 characters, at least one letter and one digit, not the username nor the current password */
    newPassword: string;
  };
};
export const { useEditOwnProfileMutation, useChangeOwnPasswordMutation } =
  injectedRtkApi;

// What the api accepts in each body: the forms' rules come from these.
export const editOwnProfileBody = {
  "type": "object",
  "required": [
    "name",
    "email"
  ],
  "properties": {
    "name": {
      "minLength": 1,
      "maxLength": 40,
      "type": "string"
    },
    "email": {
      "maxLength": 120,
      "pattern": "^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$",
      "type": "string"
    },
    "phone": {
      "maxLength": 32,
      "pattern": "^\\+?(?:[\\s().-]*\\d){5,20}[\\s()]*$",
      "type": "string"
    },
    "introduction": {
      "maxLength": 500,
      "type": "string"
    },
    "personalWebsite": {
      "maxLength": 500,
      "pattern": "^(?:[hH][tT][tT][pP][sS]?|[fF][tT][pP])://(?:[^\\s:@/]+(?::[^\\s@/]*)?@)?(?:[lL][oO][cC][aA][lL][hH][oO][sS][tT]|(?:\\d{1,3}\\.){3}\\d{1,3}|(?:[a-zA-Z\\d](?:[a-zA-Z\\d-]*[a-zA-Z\\d])?\\.)+[a-zA-Z]{2,})(?::\\d{1,5})?(?:[/?#]\\S*)?$",
      "type": "string"
    },
    "jobName": {
      "maxLength": 60,
      "type": "string"
    },
    "organizationName": {
      "maxLength": 60,
      "type": "string"
    },
    "locationName": {
      "maxLength": 60,
      "type": "string"
    }
  }
} as const;
export const changeOwnPasswordBody = {
  "type": "object",
  "required": [
    "oldPassword",
    "newPassword"
  ],
  "properties": {
    "oldPassword": {
      "minLength": 1,
      "maxLength": 64,
      "type": "string"
    },
    "newPassword": {
      "minLength": 1,
      "maxLength": 64,
      "type": "string"
    }
  }
} as const;

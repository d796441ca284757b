// Generated from the api's OpenAPI document by `npm run api:browser -w api`: do not edit.
import { api } from "../api/api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginApiResponse, LoginApiArg>({
      query: (queryArg) => ({
        url: `/login`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    logout: build.mutation<LogoutApiResponse, LogoutApiArg>({
      query: () => ({ url: `/logout`, method: "POST" }),
    }),
    getInfo: build.query<GetInfoApiResponse, GetInfoApiArg>({
      query: () => ({ url: `/getInfo` }),
    }),
    getServerMenu: build.query<GetServerMenuApiResponse, GetServerMenuApiArg>({
      query: (queryArg) => ({
        url: `/sysmenu/user/search`,
        params: {
          projectId: queryArg.projectId,
          role: queryArg.role,
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as authApi };
export type LoginApiResponse = /** status 200 undefined */ {
  /** send it back in the client-token header */
  token: string;
  userInfo: {
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
};
export type LoginApiArg = {
  body: {
    username: string;
    password: string;
  };
};
export type LogoutApiResponse = /** status 200 undefined */ null | null;
export type LogoutApiArg = void;
export type GetInfoApiResponse = /** status 200 undefined */ {
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
export type GetInfoApiArg = void;
export type GetServerMenuApiResponse = /** status 200 undefined */ {
  id: number;
  /** 0 for a group */
  parentId: number;
  /** M: the group; C: the route name (path without the leading /); F: the button name */
  menuName: string;
  /** M module, C page, F button */
  menuType: "M" | "C" | "F";
  url: string;
  orderNum: number;
  /** an Arco icon name (groups) */
  icon: string;
  /** "0" hidden from the menu */
  visible: "0" | "1";
  /** the i18n key of the label */
  remark: string;
  /** F items: the button permission, <group>:<screen>:<action> */
  perms: string;
}[];
export type GetServerMenuApiArg = {
  /** the project whose grants apply; 0 = all projects (users allowed all projects only) */
  projectId: number;
  /** only this one of the user's roles there ("switch roles"); all of them when absent */
  role?: string;
};
export const {
  useLoginMutation,
  useLogoutMutation,
  useGetInfoQuery,
  useGetServerMenuQuery,
} = injectedRtkApi;

// What the api accepts in each body: the forms' rules come from these.
export const loginBody = {
  "type": "object",
  "required": [
    "username",
    "password"
  ],
  "properties": {
    "username": {
      "minLength": 1,
      "maxLength": 64,
      "type": "string"
    },
    "password": {
      "minLength": 1,
      "maxLength": 64,
      "type": "string"
    }
  }
} as const;

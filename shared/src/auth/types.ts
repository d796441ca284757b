// The session's types, as the api answers them (generated from its OpenAPI document).
import type { GetInfoApiResponse, GetServerMenuApiResponse } from './authApi.generated';

/** The signed-in user as GET /getInfo answers it. */
export type UserInfo = GetInfoApiResponse;
/** A project the user may work in; every call is scoped by its codes. */
export type Project = UserInfo['projects'][number];
export type ProjectRoles = UserInfo['projectRoles'][number];
/** One row of the server menu: M = module, C = page, F = button. */
export type ServerMenuItem = GetServerMenuApiResponse[number];

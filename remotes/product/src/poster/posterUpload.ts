import type { FetchArgs } from '@reduxjs/toolkit/query';

/**
 * The request of a poster upload (POST /product/list/poster, /product/category/poster): the
 * image as the raw body, typed by its content-type. The generated endpoints send no body: the
 * api reads the image through a content-type parser, with no body schema, so its OpenAPI
 * document has no requestBody for the generator to type. This one call is written by hand and
 * goes through the shared api's base query all the same (token, error toasts; the scope goes in
 * the query string since the body is not a plain object, which is where the api reads it).
 * A poster belongs to one project: an edited row's own (under "All projects" the scope names
 * none, which the api refuses), else the current one.
 */
export interface PosterUpload {
  image: Blob;
  /** the edited drama's or category's project; none for a new one (the current project's) */
  projectCode?: string;
}

export const posterUpload =
  (url: string) =>
  ({ image, projectCode }: PosterUpload): FetchArgs => ({
    url,
    method: 'POST',
    body: image,
    params: { projectCode },
    headers: { 'content-type': image.type },
  });

import type { FetchArgs } from '@reduxjs/toolkit/query';

/**
 * The request of a poster upload (POST /product/list/poster, /product/category/poster): the
 * image as the raw body, typed by its content-type. The generated endpoints send no body: the
 * api reads the image through a content-type parser, with no body schema, so its OpenAPI
 * document has no requestBody for the generator to type. This one call is written by hand and
 * goes through the shared api's base query all the same (token, error toasts; the scope goes in
 * the query string since the body is not a plain object, which is where the api reads it).
 */
export const posterUpload =
  (url: string) =>
  (image: Blob): FetchArgs => ({ url, method: 'POST', body: image, headers: { 'content-type': image.type } });


import type { FetchArgs } from '@reduxjs/toolkit/query';
import type { TextsCalls } from '../../texts/TextsDrawer';
import {
  editProductEpisodeTextsBody,
  type ListProductEpisodeApiResponse,
  type ListProductEpisodeSubtitleApiResponse,
  productListApi,
} from './episodeApi.generated';

/** A drama's episodes as the episodes drawer shows them, with the drama's planned count. */
export type DramaEpisodes = ListProductEpisodeApiResponse;
/** One episode: number, title, duration, price, and whether it has its video yet. */
export type Episode = DramaEpisodes['episodes'][number];

/** Where tus-js-client sends a video's bytes (the api's tus endpoint: api/src/modules/product-episode/upload.ts). */
export const UPLOAD_ENDPOINT = '/admin-api/product/episode/upload';
/** A chunk of an upload: what nginx lets through in one request (nginx/templates: client_max_body_size 9m). */
export const UPLOAD_CHUNK_BYTES = 8 * 1024 * 1024;

// The episodes share the dramas list's tag ('ProductList'): an upload changes a drama's
// episode count, and a drama's change refreshes its episodes.
export {
  editProductEpisodeBody,
  type EditProductEpisodeApiArg,
  useAttachProductEpisodeMutation,
  useDeleteProductEpisodeMutation,
  useEditProductEpisodeMutation,
  useLinkProductEpisodeVideoMutation,
  useListProductEpisodeQuery,
  useReorderProductEpisodeMutation,
} from './episodeApi.generated';

/** An episode's subtitles as the drawer shows them: the files it has and the project's locales it misses. */
export type DramaSubtitles = ListProductEpisodeSubtitleApiResponse;
export type EpisodeSubtitles = DramaSubtitles['episodes'][number];

// A subtitle goes as the file's text typed text/vtt, the only type the api takes it as (the
// generated call would send a string as text/plain); a link to read them changes nothing listed.
export const subtitleApi = productListApi.enhanceEndpoints({
  endpoints: {
    uploadProductEpisodeSubtitle: (endpoint) => {
      const query = endpoint.query!;
      endpoint.query = (arg) => ({ ...(query(arg) as FetchArgs), headers: { 'content-type': 'text/vtt' } });
    },
    linkProductEpisodeSubtitles: { invalidatesTags: [] },
  },
});
export const {
  useListProductEpisodeSubtitleQuery,
  useUploadProductEpisodeSubtitleMutation,
  useDeleteProductEpisodeSubtitleMutation,
  useLinkProductEpisodeSubtitlesMutation,
} = subtitleApi;

/** An episode's title per content locale (the translations drawer): episodes belong to the dramas screen. */
export const episodeTexts: TextsCalls = {
  useTexts: productListApi.endpoints.getProductEpisodeTexts.useQuery,
  useSave: productListApi.endpoints.editProductEpisodeTexts.useMutation,
  body: editProductEpisodeTextsBody,
  permission: 'product:list:edit',
};

/** The images an operator may choose: what every browser draws and the api takes. */
export const POSTER_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
/** The largest image taken to crop: it is re-encoded at poster size, so a camera's photo is fine. */
export const POSTER_SOURCE_BYTES_MAX = 20 * 1024 * 1024;
/** The largest poster the api takes (api: product-poster POSTER_BYTES_MAX). */
export const POSTER_BYTES_MAX = 2 * 1024 * 1024;
/** The app's poster: 3:4, uploaded at 600×800 (PosterPreview draws the same ratio). */
export const POSTER_SIZE = { width: 600, height: 800 } as const;
export const POSTER_ASPECT = POSTER_SIZE.width / POSTER_SIZE.height;

/** Megabytes as the messages say them, rounded up to a tenth (a size over a limit never reads as the limit): 20, 2.1. */
export const megabytes = (bytes: number) => String(Math.ceil((bytes / 1024 / 1024) * 10) / 10);

/** Why a chosen file cannot become a poster (a message id and its values), or null when it can. */
export function refusalOf(file: File): { id: string; values: Record<string, string> } | null {
  // a browser may not know a type (an empty one): the name's extension says it then
  const known = file.type ? POSTER_TYPES.includes(file.type) : /\.(jpe?g|png|webp)$/i.test(file.name);
  if (!known) return { id: 'poster.refused.type', values: { name: file.name } };
  if (file.size > POSTER_SOURCE_BYTES_MAX)
    return {
      id: 'poster.refused.large',
      values: { name: file.name, size: megabytes(file.size), max: megabytes(POSTER_SOURCE_BYTES_MAX) },
    };
  return null;
}

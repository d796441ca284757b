// Posters: the picture of a drama or a category.

/** Where an uploaded poster is served (POST /product/poster answers one). */
export const POSTER_PATH = '/admin-api/product/poster/file';

/**
 * A poster's address as a drama or a category holds it: a web address, or one of ours from
 * the upload. The one rule, used by both screens' schemas.
 */
export const POSTER_PATTERN = `^(https?://[^\\s/?#]+[^\\s]*|${POSTER_PATH}/[a-z0-9-]+/[a-f0-9]{32}\\.(?:jpg|png|webp))$`;

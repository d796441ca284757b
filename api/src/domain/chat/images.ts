// Pictures in a conversation, from either side: uploaded as the body, checked by their bytes,
// kept under an unguessable name per project, served from one address both sides can show.
import type { MediaStorage } from '../../platform/mediaStorage';
import { badRequest } from '../../platform/errors';
import { IMAGE_FILE_PATTERN, keepImage } from '../../platform/images';

/** A phone's screenshot is 0.3–3 MB. */
export const CHAT_IMAGE_BYTES_MAX = 5 * 1024 * 1024;
/** Where they are served (a public route of the staff api: the name is the secret, as a chat app's media links are). */
export const CHAT_IMAGE_PATH = '/admin-api/customer-service/chat-image';
export const chatImageFolder = (project: string) => `chat/${project}`;

/** Keeps an uploaded picture of the project and answers its address; a 400 naming `file` when it is no image. */
export async function keepChatImage(storage: MediaStorage, project: string, body: unknown): Promise<string> {
  const file = await keepImage(storage, chatImageFolder(project), body, 'file');
  return `${CHAT_IMAGE_PATH}/${project}/${file}`;
}

const FILE = new RegExp(IMAGE_FILE_PATTERN);

/** A message's picture must be one uploaded here, to this project: never an address from elsewhere. */
export function checkChatImageUrl(project: string, url: string | undefined): void {
  if (url === undefined) return;
  const prefix = `${CHAT_IMAGE_PATH}/${project}/`;
  if (!url.startsWith(prefix) || !FILE.test(url.slice(prefix.length)))
    throw badRequest('imageUrl', 'must be the address an upload of this project answered', 'format');
}

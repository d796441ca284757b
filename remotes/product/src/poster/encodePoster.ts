import { POSTER_SIZE } from './posterFile';

/** A part of an image in its own pixels, as the crop step answers it. */
export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

// JPEG: every app client shows it, and a poster needs no transparency; at 600×800 it weighs
// 100–300 KB, far under the api's 2 MB.
const TYPE = 'image/jpeg';
const QUALITY = 0.86;

/** The cropped part of an image (an object URL) drawn at poster size and encoded as JPEG. */
export async function encodePoster(source: string, area: CropArea): Promise<Blob> {
  const image = new Image();
  image.src = source;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = POSTER_SIZE.width;
  canvas.height = POSTER_SIZE.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw an image');
  // a transparent PNG's background, which JPEG cannot keep: white rather than black
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('This browser cannot encode a JPEG'))),
      TYPE,
      QUALITY,
    );
  });
}

// The encode step on a canvas double (jsdom draws nothing): what is drawn where, and how it is encoded.
import { encodePoster } from './encodePoster';

afterEach(() => jest.restoreAllMocks());

it('draws the cropped part of the image at 600×800 on white and encodes it as a JPEG', async () => {
  const drawn: unknown[][] = [];
  const context: { fillStyle: string; imageSmoothingQuality: string; fillRect: jest.Mock; drawImage: jest.Mock } = {
    fillStyle: '',
    imageSmoothingQuality: 'low',
    fillRect: jest.fn((...args: unknown[]) => drawn.push(['fillRect', context.fillStyle, ...args])),
    drawImage: jest.fn((...args: unknown[]) => drawn.push(['drawImage', ...args])),
  };
  const getContext = jest
    .spyOn(HTMLCanvasElement.prototype, 'getContext')
    .mockReturnValue(context as unknown as CanvasRenderingContext2D);
  const jpeg = new Blob(['jpeg'], { type: 'image/jpeg' });
  const toBlob = jest.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done) => done(jpeg));
  HTMLImageElement.prototype.decode = jest.fn(() => Promise.resolve());

  await expect(encodePoster('blob:chosen', { x: 263, y: 0, width: 675, height: 900 })).resolves.toBe(jpeg);

  const canvas = getContext.mock.contexts[0] as HTMLCanvasElement;
  expect([canvas.width, canvas.height]).toEqual([600, 800]);
  const image = context.drawImage.mock.calls[0][0] as HTMLImageElement;
  expect(image.src).toBe('blob:chosen');
  expect(drawn).toEqual([
    ['fillRect', '#fff', 0, 0, 600, 800],
    ['drawImage', image, 263, 0, 675, 900, 0, 0, 600, 800],
  ]);
  expect(toBlob.mock.calls[0].slice(1)).toEqual(['image/jpeg', 0.86]);
});

it('fails when the browser cannot encode, rather than upload nothing', async () => {
  jest
    .spyOn(HTMLCanvasElement.prototype, 'getContext')
    .mockReturnValue({ fillRect() {}, drawImage() {} } as unknown as CanvasRenderingContext2D);
  jest.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done) => done(null));
  HTMLImageElement.prototype.decode = jest.fn(() => Promise.resolve());
  await expect(encodePoster('blob:chosen', { x: 0, y: 0, width: 3, height: 4 })).rejects.toThrow(
    'This browser cannot encode a JPEG',
  );
});

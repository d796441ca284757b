// The crop step, a chunk of its own (it and react-easy-crop load when an image is chosen).
import { useState } from 'react';
import { Modal } from '@arco-design/web-react';
import Cropper from 'react-easy-crop';
import { useT } from '@backoffice/shared';
import type { CropArea } from './encodePoster';
import { POSTER_ASPECT } from './posterFile';
import './poster-crop.css';

const ZOOM = { min: 1, max: 4, step: 0.05 };

export interface PosterCropProps {
  /** the chosen image, as an object URL */
  source: string;
  /** the part of the image to make the poster of, in its own pixels */
  onCrop(area: CropArea): void;
  /** the browser could not draw the image (a file that only claims to be one) */
  onUnreadable(): void;
  onCancel(): void;
}

/** The chosen image under a frame fixed to the app's 3:4 poster: drag to pan, zoom, confirm. */
export default function PosterCrop({ source, onCrop, onUnreadable, onCancel }: PosterCropProps) {
  const t = useT();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<CropArea | null>(null);
  // the cropper measures its stage when the image loads: not while the dialog still zooms in
  // (a scaled stage would give a frame smaller than the part of the image it crops)
  const [opened, setOpened] = useState(false);
  return (
    <Modal
      visible
      title={t('poster.crop.title')}
      okText={t('poster.crop.ok')}
      okButtonProps={{ disabled: !area }}
      onOk={() => {
        if (area) onCrop(area);
      }}
      onCancel={onCancel}
      afterOpen={() => setOpened(true)}
      maskClosable={false}
      unmountOnExit
    >
      <p className="poster-crop__hint">{t('poster.crop.hint')}</p>
      <div className="poster-crop__stage">
        {opened && (
          <Cropper
            image={source}
            crop={crop}
            zoom={zoom}
            minZoom={ZOOM.min}
            maxZoom={ZOOM.max}
            aspect={POSTER_ASPECT}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_percentages, pixels) => setArea(pixels)}
            mediaProps={{ onError: onUnreadable }}
            cropperProps={{ role: 'group', 'aria-label': t('poster.crop.frame') }}
            // its stylesheet comes with poster-crop.css: the Content Security Policy refuses injected <style>
            disableAutomaticStylesInjection
          />
        )}
      </div>
      {/* a native range: Arco's Slider gives its handle no accessible name */}
      <label className="poster-crop__zoom">
        <span>{t('poster.crop.zoom')}</span>
        <input
          type="range"
          min={ZOOM.min}
          max={ZOOM.max}
          step={ZOOM.step}
          value={zoom}
          onChange={(event) => setZoom(Number(event.target.value))}
        />
      </label>
    </Modal>
  );
}

import { useState } from 'react';
import { useT } from '@backoffice/shared';
import './poster.css';

/** The poster ratio the app shows (3:4), drawn at list-row and form sizes. */
const SIZES = { row: { width: 36, height: 48 }, form: { width: 120, height: 160 } } as const;

/**
 * A drama's or a category's poster at the app's 3:4 ratio; an empty or unreachable address
 * says so instead of a broken image.
 */
export function PosterPreview({ src, size = 'form' }: { src?: string | null; size?: keyof typeof SIZES }) {
  const t = useT();
  const [failed, setFailed] = useState<string | null>(null);
  const box = SIZES[size];
  if (!src)
    return (
      <span className="poster poster--empty" style={box} role="img" aria-label={t('poster.none')}>
        {size === 'form' ? t('poster.none') : null}
      </span>
    );
  if (failed === src)
    return (
      <span className="poster poster--empty" style={box} title={t('poster.unreachable')}>
        {size === 'form' ? t('poster.unreachable') : '!'}
      </span>
    );
  return (
    <img
      className="poster"
      src={src}
      alt={t('poster.alt')}
      width={box.width}
      height={box.height}
      loading="lazy"
      onError={() => setFailed(src)}
    />
  );
}

import { Image, Space, Tag, Typography } from '@arco-design/web-react';
import { useT } from '@backoffice/shared';
import type { Feedback } from './feedApi';

/** The feedback's label as a tag in its colour; a label deleted since says so. */
export function FeedbackLabel({
  feedback,
}: {
  feedback: Pick<Feedback, 'labelId' | 'labelTitle' | 'labelColour' | 'labelDeleted'>;
}) {
  const t = useT();
  if (feedback.labelId === null) return <>—</>;
  if (!feedback.labelDeleted) return <Tag color={feedback.labelColour}>{feedback.labelTitle}</Tag>;
  // the title is data, the mark ours: apart, so that neither reads as the other's language
  return (
    <Space size={4}>
      <Tag color="gray">{feedback.labelTitle}</Tag>
      <Typography.Text type="secondary">{t('feed.label.deleted')}</Typography.Text>
    </Space>
  );
}

/** The screenshots as thumbnails; a click shows them large, one after another. */
export function Screenshots({ images, size }: { images: string[]; size: number }) {
  const t = useT();
  if (!images.length) return <>—</>;
  return (
    <Image.PreviewGroup infinite>
      <Space size={4} wrap>
        {images.map((src, index) => (
          <Image
            key={src}
            src={src}
            width={size}
            height={size}
            style={{ objectFit: 'cover', borderRadius: 4 }}
            alt={t('feed.image', { number: index + 1, count: images.length })}
          />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}

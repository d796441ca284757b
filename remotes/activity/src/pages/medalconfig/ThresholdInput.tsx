import { useEffect, useState } from 'react';
import { Form, InputNumber, Typography } from '@arco-design/web-react';
import { useT } from '@backoffice/shared';
import { usePreviewActivityMedalconfigMutation } from './medalconfigApi.generated';

export interface ThresholdInputProps {
  value?: number;
  onChange?(value: number | undefined): void;
  /** the badge edited: its holders are not counted */
  badgeId?: number;
}

/**
 * The condition's threshold, with what it would do now: how many users of the project meet the
 * form's condition at this threshold (asked of the server half a second after the last change).
 */
export function ThresholdInput({ value, onChange, badgeId }: ThresholdInputProps) {
  const t = useT();
  const condition = (Form.useWatch as (field: string) => unknown)('conditionType') as string | undefined;
  const [preview, { data, isLoading, isError }] = usePreviewActivityMedalconfigMutation();
  const [asked, setAsked] = useState(false);
  const manual = condition === 'manual';
  useEffect(() => {
    if (!condition || manual || !value || value < 1) return;
    const timer = setTimeout(() => {
      setAsked(true);
      void preview({ body: { conditionType: condition as never, threshold: value, ...(badgeId ? { badgeId } : {}) } });
    }, 500);
    return () => clearTimeout(timer);
  }, [condition, manual, value, badgeId, preview]);
  return (
    <div>
      <InputNumber
        aria-label={t('medalconfig.threshold')}
        min={manual ? 0 : 1}
        precision={0}
        disabled={manual}
        value={manual ? 0 : value}
        onChange={(next) => onChange?.(next === undefined || next === null ? undefined : Number(next))}
      />
      {!manual && asked && (
        <Typography.Text type="secondary" role="status" style={{ display: 'block', marginTop: 4 }}>
          {isLoading
            ? t('medalconfig.preview.loading')
            : isError
              ? t('medalconfig.preview.error')
              : data
                ? t('medalconfig.preview.count', { count: data.total })
                : null}
        </Typography.Text>
      )}
    </div>
  );
}

import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useCallback, useState } from 'react';
import { unmaskedAttribute, usePlatform } from '../../src/platform/index.js';
import { useMessages } from '../../src/runtime/index.js';

export interface MaskedAttributeState {
  masked: boolean;
  loading: boolean;
  /** What to show: the masked value, or the clear one once revealed. */
  shown: string;
  toggle: () => Promise<void>;
}

/**
 * Spec/2 §4 "Masked attribute": starts masked; unmasking fetches the clear value from the
 * platform, shows it and keeps it, so masking again and revealing once more needs no second
 * call; a failed fetch leaves the value masked and reports the failure through `onError`.
 */
export function useMaskedAttribute(
  arrangementId: string,
  attributeName: string,
  maskedValue: string,
  onError: (error: unknown) => void,
): MaskedAttributeState {
  const { http } = usePlatform();
  const [masked, setMasked] = useState(true);
  const [loading, setLoading] = useState(false);
  const [clearValue, setClearValue] = useState<string | undefined>(undefined);

  const toggle = useCallback(async () => {
    if (!masked) {
      setMasked(true);
      return;
    }
    if (clearValue !== undefined) {
      setMasked(false);
      return;
    }
    setLoading(true);
    try {
      const value = await unmaskedAttribute(http, arrangementId, attributeName);
      setClearValue(value);
      setMasked(false);
    } catch (error) {
      onError(error);
    } finally {
      setLoading(false);
    }
  }, [masked, clearValue, http, arrangementId, attributeName, onError]);

  return { masked, loading, shown: masked || clearValue === undefined ? maskedValue : clearValue, toggle };
}

export function MaskedValue({
  arrangementId,
  attributeName,
  maskedValue,
  label,
  onError,
}: {
  arrangementId: string;
  attributeName: string;
  maskedValue: string;
  label: string;
  onError: (error: unknown) => void;
}) {
  const t = useMessages();
  const state = useMaskedAttribute(arrangementId, attributeName, maskedValue, onError);
  return (
    <Space size={4} wrap>
      <span className="pb-account-number" data-testid={`masked-${attributeName}`} aria-live="polite">
        {state.shown}
      </span>
      <Button
        className="pb-no-print"
        size="small"
        type="link"
        loading={state.loading}
        aria-label={state.masked ? t('accountDetails.mask.reveal', { label }) : t('accountDetails.mask.hide', { label })}
        icon={state.masked ? <EyeOutlined aria-hidden /> : <EyeInvisibleOutlined aria-hidden />}
        onClick={() => void state.toggle()}
      >
        {state.masked ? t('accountDetails.mask.show') : t('accountDetails.mask.conceal')}
      </Button>
    </Space>
  );
}

import type { ReactNode } from 'react';
import { Button, Flex } from 'antd';
import { useMessages } from '../../src/runtime/index.js';

/** Save (submits the form) and Cancel, both held while the change is being saved. */
export function FormButtons({ saving, onCancel }: { saving: boolean; onCancel: () => void }): ReactNode {
  const t = useMessages();
  return (
    <Flex gap={8} wrap>
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('loginSecurity.save')}
      </Button>
      <Button onClick={onCancel} disabled={saving}>
        {t('loginSecurity.cancel')}
      </Button>
    </Flex>
  );
}

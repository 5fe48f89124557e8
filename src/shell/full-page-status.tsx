import { Flex } from 'antd';
import { Spinner, useMessages } from '../runtime/index.js';

/** A centred spinner with its reason spoken to screen readers (booting, signing in, logging out). */
export function FullPageStatus({ label }: { label: string }) {
  return (
    <Flex align="center" justify="center" vertical gap={16} style={{ minHeight: '60vh' }} role="status" aria-live="polite">
      <Spinner size="large" />
      <span>{label}</span>
    </Flex>
  );
}

/** The runtime's "facts still loading" state, in the credit union's words. */
export function AppLoading() {
  const t = useMessages();
  return <FullPageStatus label={t('app.loading')} />;
}

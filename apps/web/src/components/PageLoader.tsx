import { Center, Loader } from '@mantine/core';

/** A centred spinner with an accessible name, for whole pages that are not ready yet. */
export function PageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Center mih="60vh" w="100%">
      <Loader role="status" aria-label={label} aria-live="polite" />
    </Center>
  );
}

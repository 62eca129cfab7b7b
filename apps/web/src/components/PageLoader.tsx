import { Center } from '@mantine/core';
import { LoadingSpinner } from './LoadingSpinner';

/** A centred spinner with an accessible name, for whole pages that are not ready yet. */
export function PageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Center mih="60vh" w="100%">
      <LoadingSpinner label={label} />
    </Center>
  );
}

import { Loader, type LoaderProps } from '@mantine/core';

/**
 * A spinner that tells assistive technology what is loading. A bare `Loader` is a plain `span`,
 * where an `aria-label` is not allowed; as a live status region it may carry one.
 */
export function LoadingSpinner({ label, ...props }: { label: string } & Omit<LoaderProps, 'role'>) {
  return <Loader role="status" aria-label={label} aria-live="polite" {...props} />;
}

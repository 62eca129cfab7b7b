import { Container } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { PageLoader } from '../components/PageLoader';
import { useAuth } from '../features/auth/hooks/auth-context';
import { BetaAccessNote } from '../features/contact/components/BetaAccessNote';
import { usePageTitle } from '../lib/page-title';

// The form is for signed-in users: it loads with their first visit.
const ContactForm = lazy(() =>
  import('../features/contact/components/ContactForm').then((module) => ({ default: module.ContactForm })),
);

/** /contact: the contact form when logged in, otherwise how to get a beta account (spec §2). */
export function ContactRoute() {
  const { state } = useAuth();
  usePageTitle('Contact');
  return (
    <Container size="lg" py={{ base: 'xl', sm: 56 }}>
      {state.status === 'loggedIn' ? (
        <Suspense fallback={<PageLoader />}>
          <ContactForm />
        </Suspense>
      ) : (
        <BetaAccessNote />
      )}
    </Container>
  );
}

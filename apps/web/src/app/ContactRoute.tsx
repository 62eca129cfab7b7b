import { Container } from '@mantine/core';
import { useAuth } from '../features/auth/hooks/auth-context';
import { BetaAccessNote } from '../features/contact/components/BetaAccessNote';
import { ContactForm } from '../features/contact/components/ContactForm';
import { usePageTitle } from '../lib/page-title';

/** /contact: the contact form when logged in, otherwise how to get a beta account (spec §2). */
export function ContactRoute() {
  const { state } = useAuth();
  usePageTitle('Contact');
  return (
    <Container size="lg" py={{ base: 'xl', sm: 56 }}>
      {state.status === 'loggedIn' ? <ContactForm /> : <BetaAccessNote />}
    </Container>
  );
}

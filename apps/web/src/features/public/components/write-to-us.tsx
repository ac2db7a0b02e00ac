// « écrivez à contact@… » when the operator's address is known, else « écrivez-nous depuis la page Contact »: a phrase
// that fits inside a sentence and never shows an address that is not one.
import { Anchor } from '@mantine/core';
import { href } from '@tremplin/shared';
import { Link } from 'react-router';
import { useContactEmail } from '@/lib/operator-details';

export function WriteToUs({ subject }: { subject?: string }) {
  const email = useContactEmail();
  if (!email) {
    return (
      <>
        écrivez-nous depuis la page{' '}
        <Anchor component={Link} to={href('contact')}>
          Contact
        </Anchor>
      </>
    );
  }
  return (
    <>
      écrivez à{' '}
      <Anchor href={`mailto:${email}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`}>{email}</Anchor>
    </>
  );
}

// The unread counter beside Messagerie: hidden at 0, read out as words by screen readers.
import { Badge, VisuallyHidden } from '@mantine/core';

export function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  const words = count === 1 ? '1 message non lu' : `${count} messages non lus`;
  return (
    <>
      <Badge color="red.9" size="sm" circle={count < 10} aria-hidden="true" data-testid="unread-badge">
        {count > 99 ? '99+' : count}
      </Badge>
      <VisuallyHidden>({words})</VisuallyHidden>
    </>
  );
}

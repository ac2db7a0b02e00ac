// The profile picture: the uploaded photo, else the chosen default illustration, else the initials.

import { Avatar, type AvatarProps } from '@mantine/core';
import type { PublicUser } from '@tremplin/shared';
import { personName } from '@tremplin/shared';
import { useImageUrl } from '@/lib/protected-file';

export const defaultAvatarUrl = (name: string) => `/avatars/${name}.svg`;

type AvatarUser = Pick<PublicUser, 'prenom' | 'nom' | 'cheminImage' | 'photoParDefaut'>;

export function ProfileAvatar({ user, ...props }: { user: AvatarUser } & AvatarProps) {
  const photo = useImageUrl(user.cheminImage);
  const src = photo ?? (user.photoParDefaut ? defaultAvatarUrl(user.photoParDefaut) : null);
  return (
    <Avatar src={src} alt={`Photo de ${personName(user)}`} radius="50%" color="brand" {...props}>
      {user.prenom.charAt(0)}
      {user.nom.charAt(0)}
    </Avatar>
  );
}

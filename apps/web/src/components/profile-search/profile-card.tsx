// One search result: photo (or default illustration), name linking to the details, job, city and best skills.
import { IconMapPin } from '@tabler/icons-react';
import type { ProfileCard as Profile } from '@tremplin/shared';
import { Link } from 'react-router';
import { ProfileAvatar } from '@/components/profile-avatar';
import { paths } from '@/config/paths';
import classes from './profile-card.module.css';

/** How many skills a card shows. */
const CARD_SKILLS = 4;

export function ProfileCard({ profile }: { profile: Profile }) {
  const name = `${profile.prenom} ${profile.nom}`;
  return (
    <article className={classes.card} aria-label={name}>
      <div className={classes.head}>
        <ProfileAvatar user={profile} size={64} />
        <div className={classes.identity}>
          <Link to={paths.userDetails(profile.id)} className={classes.name}>
            {name}
          </Link>
          <span>{profile.metier || 'Métier non renseigné'}</span>
          {profile.ville ? (
            <span className={classes.city}>
              <IconMapPin size={14} aria-hidden="true" />
              {profile.ville}
            </span>
          ) : null}
        </div>
      </div>
      {profile.tags.length ? (
        <ul className={classes.skills} aria-label="Compétences principales">
          {profile.tags.slice(0, CARD_SKILLS).map((tag) => (
            <li key={tag.nomTag} className={classes.skill}>
              {tag.nomTag}
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}

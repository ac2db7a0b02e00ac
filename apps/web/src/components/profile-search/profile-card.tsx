// One search result: photo (or default illustration), name linking to the details, job, city and best skills.
import { IconFolder, IconMail, IconMapPin } from '@tabler/icons-react';
import { href, type ProfileCard as Profile, personName } from '@tremplin/shared';
import { Link } from 'react-router';
import { ProfileAvatar } from '@/components/profile-avatar';
import classes from './profile-card.module.css';

/** How many skills a card shows. */
const CARD_SKILLS = 4;

/**
 * `writeFrom`: the viewer's id when they may write to the people they find (recruiters, staff). `withFile`: the viewer
 * is staff, and the card links to the person's file.
 */
export function ProfileCard({
  profile,
  writeFrom,
  withFile = false,
}: {
  profile: Profile;
  writeFrom?: number | null;
  withFile?: boolean;
}) {
  const name = personName(profile);
  return (
    <article className={classes.card} aria-label={name}>
      <div className={classes.head}>
        <ProfileAvatar user={profile} size={64} />
        <div className={classes.identity}>
          <Link to={href('userDetails', { id: profile.id })} className={classes.name}>
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
      {(writeFrom && writeFrom !== profile.id) || withFile ? (
        <div className={classes.links}>
          {writeFrom && writeFrom !== profile.id ? (
            <Link
              to={href('messageNew', { id: writeFrom, did: profile.id })}
              className={classes.write}
              aria-label={`Écrire à ${name}`}
            >
              <IconMail size={16} aria-hidden="true" />
              Écrire
            </Link>
          ) : null}
          {withFile ? (
            <Link
              to={href('candidateFile', { uid: profile.id })}
              className={classes.write}
              aria-label={`Dossier de ${name}`}
            >
              <IconFolder size={16} aria-hidden="true" />
              Dossier
            </Link>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}

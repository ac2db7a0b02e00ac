// Each person sees another person through their role's view: the owner and staff everything, a recruiter no
// admission decision, staff comment or referent, any other member the public profile only. Hidden profiles never
// reach non-staff, the recipients search included.
import { PERSON_VIEW_HIDDEN, type PersonView, ROLES, type Role } from '@tremplin/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../../test/access/accounts';
import { createTestApp } from '../../../test/helpers/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const EXPECTED_VIEW: Record<Role, PersonView> = {
  ADMIN: 'full',
  CEF: 'full',
  ASSISTANT: 'full',
  RECRUTEUR: 'recruiter',
  EN_RECHERCHE_EMPLOI: 'member',
  EMPLOYE: 'member',
  CANDIDAT_POE: 'member',
  ALTERNANT: 'member',
};

describe('views of a person by role', () => {
  it('gives each role its view of a profile, and the owner everything', async () => {
    const cef = await createUser(t.db, { role: 'CEF' });
    const person = await createUser(t.db, {
      role: 'EN_RECHERCHE_EMPLOI',
      nom: 'VUE',
      prenom: 'Romane',
      telephone: '0611223344',
      commentaire: 'Suivie de près',
      admission: 'Non admis',
      referentCEFId: cef.id,
      metier: 'Soudeuse',
    });
    const owner = await signIn(t.app, person.email);
    const own = (await t.app.inject({ url: `/api/utilisateur/${person.id}`, headers: bearer(owner.token) })).json();
    expect(own).toMatchObject({ email: person.email, admission: 'Non admis', commentaire: 'Suivie de près' });

    for (const role of ROLES) {
      const viewer = await signIn(t.app, (await createUser(t.db, { role })).email);
      const response = await t.app.inject({ url: `/api/utilisateur/${person.id}`, headers: bearer(viewer.token) });
      expect(response.statusCode, role).toBe(200);
      const body = response.json() as Record<string, unknown>;
      expect(body, role).toMatchObject({ id: person.id, nom: 'VUE', prenom: 'Romane', metier: 'Soudeuse' });
      const hidden: readonly string[] = PERSON_VIEW_HIDDEN[EXPECTED_VIEW[role]];
      for (const field of ['email', 'telephone', 'commentaire', 'admission', 'referentCEFId']) {
        if (hidden.includes(field)) expect(body, `${role} ${field}`).not.toHaveProperty(field);
        else expect(body[field], `${role} ${field}`).not.toBeUndefined();
      }
    }
  });

  it('keeps hidden profiles out of the recipients search for non-staff, and e-mail probing to staff', async () => {
    const hidden = await createUser(t.db, { role: 'EN_RECHERCHE_EMPLOI', nom: 'CACHEE', visibilite: 'NON_VISIBLE' });
    const shown = await createUser(t.db, { role: 'EN_RECHERCHE_EMPLOI', nom: 'CACHEE', prenom: 'Visible' });
    const search = async (role: Role, q: string) => {
      const viewer = await signIn(t.app, (await createUser(t.db, { role })).email);
      const response = await t.app.inject({
        url: `/api/message/destinataires?q=${encodeURIComponent(q)}`,
        headers: bearer(viewer.token),
      });
      expect(response.statusCode).toBe(200);
      return (response.json() as Array<{ id: number }>).map((r) => r.id);
    };
    for (const role of ROLES) {
      const found = await search(role, 'cachee');
      expect(found, role).toContain(shown.id);
      if (EXPECTED_VIEW[role] === 'full') expect(found, role).toContain(hidden.id);
      else expect(found, role).not.toContain(hidden.id);
    }
    expect(await search('CEF', shown.email)).toContain(shown.id);
    expect(await search('RECRUTEUR', shown.email)).not.toContain(shown.id);
  });
});

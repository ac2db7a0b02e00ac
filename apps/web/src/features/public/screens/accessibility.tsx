// /accessibilite: the accessibility statement in the RGAA's usual form (conformance, exceptions, how to report a
// barrier, legal remedies). The coverage figures come from the route table the automated sweep walks.
import { Anchor, List, Text, Title } from '@mantine/core';
import { ROLES, ROUTES } from '@tremplin/shared';
import { ContentLayout } from '@/components/layouts/content-layout';
import { WriteToUs } from '../components/write-to-us';

/** Every screen once per role allowed on it, signed out for the open ones: what the sweep opens. */
const SWEPT_PAIRS = ROUTES.reduce((sum, route) => sum + (route.roles ? route.roles.length : 1), 0);
const STATEMENT_DATE = '25 novembre 2026';

export function AccessibilityScreen() {
  return (
    <ContentLayout
      title="Déclaration d’accessibilité"
      intro="Tremplin s’engage à rendre son site accessible à toutes et à tous, conformément à l’article 47 de la loi n° 2005-102 du 11 février 2005."
    >
      <Text mb="md">
        Cette déclaration d’accessibilité s’applique au site Tremplin et à tous ses espaces connectés.
      </Text>

      <Title order={2} size="h3" mt="xl" mb="sm">
        État de conformité
      </Title>
      <Text mb="md">
        Tremplin est <strong>partiellement conforme</strong> avec le référentiel général d’amélioration de
        l’accessibilité (RGAA 4.1, qui reprend les critères WCAG 2.1 niveau AA), en raison des exceptions listées
        ci-dessous.
      </Text>

      <Title order={2} size="h3" mt="xl" mb="sm">
        Résultats des tests
      </Title>
      <List spacing="xs" mb="md">
        <List.Item>
          À chaque version, un test automatisé ouvre chacun des {ROUTES.length} écrans du site avec chacun des{' '}
          {ROLES.length} rôles qui y ont accès, et sans compte pour les pages publiques : {SWEPT_PAIRS} couples écran ×
          rôle, sur des données de démonstration réalistes.
        </List.Item>
        <List.Item>
          Résultat : aucun défaut grave ou critique relevé par axe-core (contrastes, noms des boutons et des champs,
          régions défilantes, structure ARIA), et un seul titre de niveau 1 par écran.
        </List.Item>
        <List.Item>
          Des parcours principaux (connexion, recherche et consultation d’un profil, ajout d’un utilisateur) sont
          vérifiés au clavier seul.
        </List.Item>
        <List.Item>
          Un audit manuel complet des 106 critères du RGAA reste à conduire : le taux de conformité sera publié ici à
          son issue.
        </List.Item>
      </List>

      <Title order={2} size="h3" mt="xl" mb="sm">
        Contenus non accessibles
      </Title>
      <List spacing="xs" mb="md">
        <List.Item>
          Les vidéos « Astuces emploi » sont hébergées sur YouTube : leurs sous-titres dépendent de cette plateforme.
        </List.Item>
        <List.Item>
          Les entretiens en direct et les salons vocaux ne proposent pas de transcription écrite en temps réel.
        </List.Item>
        <List.Item>
          Les documents déposés par les utilisateurs (CV, attestations, pièces jointes des notes) ne sont pas vérifiés :
          leur accessibilité dépend de leur auteur.
        </List.Item>
        <List.Item>
          Dans l’éditeur de texte enrichi, les palettes de couleurs s’utilisent plus facilement à la souris qu’au
          clavier ; la mise en forme principale (gras, listes, liens) reste accessible au clavier.
        </List.Item>
      </List>

      <Title order={2} size="h3" mt="xl" mb="sm">
        Établissement de cette déclaration
      </Title>
      <Text mb="xs">Cette déclaration a été établie le {STATEMENT_DATE}.</Text>
      <Text mb="md">
        Technologies utilisées : HTML5, CSS, JavaScript, WAI-ARIA. Environnement de test : Chromium avec axe-core, et
        navigation au clavier seul.
      </Text>

      <Title order={2} size="h3" mt="xl" mb="sm">
        Signaler un obstacle
      </Title>
      <Text mb="md">
        Si vous n’arrivez pas à accéder à un contenu ou à un service, <WriteToUs subject="Accessibilité" /> en précisant
        la page et ce qui vous bloque : nous vous répondrons et vous proposerons une autre façon d’obtenir l’information
        ou le service.
      </Text>

      <Title order={2} size="h3" mt="xl" mb="sm">
        Voies de recours
      </Title>
      <Text mb="xs">
        Si vous nous avez signalé un défaut qui vous empêche d’accéder à un contenu ou à un service et que vous n’avez
        pas obtenu de réponse satisfaisante, vous pouvez :
      </Text>
      <List spacing="xs" mb="md">
        <List.Item>
          écrire un message au Défenseur des droits avec le{' '}
          <Anchor href="https://formulaire.defenseurdesdroits.fr/">formulaire en ligne</Anchor> ;
        </List.Item>
        <List.Item>
          contacter le délégué du Défenseur des droits dans votre région (
          <Anchor href="https://www.defenseurdesdroits.fr/carte-des-delegues">liste des délégués</Anchor>) ;
        </List.Item>
        <List.Item>
          envoyer un courrier, gratuit et sans timbre : Défenseur des droits, Libre réponse 71120, 75342 Paris CEDEX 07.
        </List.Item>
      </List>
    </ContentLayout>
  );
}

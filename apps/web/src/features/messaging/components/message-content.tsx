// Shows a message's HTML, cleaned by the server before it was stored (SPEC §5).
import { TypographyStylesProvider } from '@mantine/core';
import { FORMER_MEMBER_LABEL, personName } from '@tremplin/shared';

export function MessageContent({ html }: { html: string }) {
  return (
    <TypographyStylesProvider>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the API stores only sanitised HTML */}
      <div className="ql-editor" style={{ padding: 0 }} dangerouslySetInnerHTML={{ __html: html }} />
    </TypographyStylesProvider>
  );
}

/** Whose account was erased is shown as a former member; what they wrote stays with its reader. */
export const partyName = (party: { nom: string; prenom: string } | null) =>
  party ? personName(party) : FORMER_MEMBER_LABEL;

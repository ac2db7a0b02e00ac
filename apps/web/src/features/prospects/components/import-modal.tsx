// Importing a CSV file: the file and the mode, upload then processing progress, then the report.
import { Alert, Button, FileInput, Group, Modal, Progress, Radio, Stack, Text } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import type { ProspectImportMode } from '@tremplin/shared';
import { useState } from 'react';
import { useImportProspects } from '../api/import-prospects';
import { heldLinesFile, ImportReport } from './import-report';

export function ImportModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [mode, setMode] = useState<ProspectImportMode>('ligne');
  const importing = useImportProspects();
  /** The held lines sent again once the person accepted their `?`: its report follows the first one. */
  const confirming = useImportProspects();
  const [heldDecided, setHeldDecided] = useState(false);
  const close = () => {
    if (importing.isPending || confirming.isPending) return;
    setFile(null);
    importing.reset();
    confirming.reset();
    setHeldDecided(false);
    onClose();
  };
  const { upload, processed, lines } = importing.progress;
  return (
    <Modal opened={opened} onClose={close} title="Importer des prospects (CSV)" size="lg" centered>
      <Stack>
        <Text size="sm" c="dimmed">
          Le fichier de l’export, modifié dans Excel ou LibreOffice : une ligne avec un identifiant modifie ce prospect,
          une ligne sans identifiant en crée un.
        </Text>
        <FileInput
          label="Fichier CSV"
          placeholder="Choisir un fichier"
          accept=".csv,text/csv"
          clearable
          leftSection={<IconFileUpload size={16} aria-hidden="true" />}
          value={file}
          onChange={(f) => {
            setFile(f);
            importing.reset();
            confirming.reset();
            setHeldDecided(false);
          }}
        />
        <Radio.Group
          label="Si des lignes sont refusées"
          value={mode}
          onChange={(v) => setMode(v as ProspectImportMode)}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="ligne" label="Enregistrer les lignes valables (ligne par ligne)" />
            <Radio value="tout" label="Ne rien enregistrer (tout ou rien)" />
          </Stack>
        </Radio.Group>
        {importing.isPending ? (
          <Stack gap={4}>
            <Text size="sm">Envoi du fichier : {upload} %</Text>
            <Progress value={upload} aria-label="Envoi du fichier" />
            <Text size="sm">
              Traitement : {processed} % ({lines} ligne{lines > 1 ? 's' : ''})
            </Text>
            <Progress value={processed} aria-label="Traitement du fichier" />
          </Stack>
        ) : null}
        {importing.error ? (
          <Alert color="orange" role="alert">
            {importing.error.message}
          </Alert>
        ) : null}
        {importing.data ? (
          <ImportReport
            report={importing.data}
            replacing={confirming.isPending}
            onKeepHeld={heldDecided ? undefined : () => setHeldDecided(true)}
            onReplaceHeld={
              heldDecided
                ? undefined
                : () => {
                    const report = importing.data;
                    if (!report) return;
                    confirming.mutate(
                      { file: heldLinesFile(report), mode, replace: true },
                      { onSuccess: () => setHeldDecided(true) },
                    );
                  }
            }
          />
        ) : null}
        {confirming.error ? (
          <Alert color="orange" role="alert">
            {confirming.error.message}
          </Alert>
        ) : null}
        {confirming.data ? (
          <Text size="sm" role="status">
            Remplacement confirmé : {confirming.data.updated} mis à jour.
          </Text>
        ) : heldDecided ? (
          <Text size="sm" role="status">
            Les valeurs enregistrées sont gardées.
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={importing.isPending}>
            Fermer
          </Button>
          <Button
            disabled={!file}
            loading={importing.isPending}
            onClick={() => file && importing.mutate({ file, mode })}
          >
            Importer
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

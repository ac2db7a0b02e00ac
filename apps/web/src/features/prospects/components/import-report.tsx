// What an import did: created, updated, unchanged and refused lines (each with its number and reason), ignored
// columns, and the refused lines as a CSV to fix and send again.
import { Alert, Button, Group, List, Stack, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { PROSPECT_CSV_MESSAGES, type ProspectImportReport } from '@tremplin/shared';
import { saveBlob } from '@/lib/download';

const plural = (n: number, word: string) => `${n} ${word}${n > 1 ? 's' : ''}`;

/** The header and the refused lines as they were written, in UTF-8 with a BOM. */
function downloadRefused(report: ProspectImportReport) {
  const text = [report.header, ...report.refused.map((r) => r.raw)].join('\r\n');
  saveBlob(new Blob(['\uFEFF', text, '\r\n'], { type: 'text/csv;charset=utf-8' }), 'prospects-lignes-refusees.csv');
}

/** The header and the held lines, once each, to send again with the replacement confirmed. */
export function heldLinesFile(report: ProspectImportReport): File {
  const lines = [...new Set(report.held.map((h) => h.raw))];
  return new File(['\uFEFF', [report.header, ...lines].join('\r\n'), '\r\n'], 'prospects-lignes-confirmees.csv', {
    type: 'text/csv',
  });
}

interface ImportReportProps {
  report: ProspectImportReport;
  /** Sends the held lines again, their `?` replacing the stored letters; absent once the person has chosen. */
  onReplaceHeld?: () => void;
  onKeepHeld?: () => void;
  replacing?: boolean;
}

export function ImportReport({ report, onReplaceHeld, onKeepHeld, replacing }: ImportReportProps) {
  const refused = report.refused.length;
  const heldLines = new Set(report.held.map((h) => h.line)).size;
  return (
    <Stack gap="sm" aria-live="polite">
      {heldLines ? (
        <Alert color="orange" title={`${plural(heldLines, 'ligne')} en attente de votre accord`} role="alert">
          <Stack gap="xs">
            <List size="sm" spacing={4}>
              {report.held.map((h) => (
                <List.Item key={`${h.line}-${h.column}`}>{h.message}</List.Item>
              ))}
            </List>
            {onReplaceHeld ? (
              <Group gap="sm">
                <Button variant="default" size="compact-sm" onClick={onKeepHeld} disabled={replacing}>
                  Garder les valeurs enregistrées
                </Button>
                <Button color="orange" size="compact-sm" onClick={onReplaceHeld} loading={replacing}>
                  Remplacer quand même
                </Button>
              </Group>
            ) : null}
          </Stack>
        </Alert>
      ) : null}
      {report.rolledBack ? (
        <Alert color="orange" role="alert">
          {PROSPECT_CSV_MESSAGES.rolledBack}
        </Alert>
      ) : null}
      <List>
        <List.Item>{plural(report.created, 'créé')}</List.Item>
        <List.Item>{report.updated} mis à jour</List.Item>
        <List.Item>{plural(report.unchanged, 'inchangé')}</List.Item>
        <List.Item>{refused > 1 ? `${refused} lignes refusées` : `${refused} ligne refusée`}</List.Item>
      </List>
      {report.ignoredColumns.length ? (
        <Text size="sm">Colonnes ignorées : {report.ignoredColumns.join(', ')}</Text>
      ) : null}
      {refused ? (
        <>
          <Table aria-label="Lignes refusées" withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Ligne</Table.Th>
                <Table.Th>Raison</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.refused.map((r) => (
                <Table.Tr key={r.line}>
                  <Table.Td>{r.line}</Table.Td>
                  <Table.Td>{r.reason}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group>
            <Button variant="light" leftSection={<IconDownload size={16} />} onClick={() => downloadRefused(report)}>
              Télécharger les lignes refusées
            </Button>
          </Group>
        </>
      ) : null}
    </Stack>
  );
}

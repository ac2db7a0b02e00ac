// The table's CSV buttons: export with the current filters, and import.
import { Button } from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import type { ProspectFilter } from '@tremplin/shared';
import { useState } from 'react';
import { useExportProspects } from '../api/export-prospects';
import { ImportModal } from './import-modal';

export function CsvActions({ filter }: { filter: ProspectFilter }) {
  const exporting = useExportProspects();
  const [importing, setImporting] = useState(false);
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconDownload size={18} />}
        loading={exporting.isPending}
        onClick={() => exporting.mutate(filter)}
      >
        Exporter en CSV
      </Button>
      <Button variant="light" leftSection={<IconUpload size={18} />} onClick={() => setImporting(true)}>
        Importer un CSV
      </Button>
      <ImportModal opened={importing} onClose={() => setImporting(false)} />
    </>
  );
}

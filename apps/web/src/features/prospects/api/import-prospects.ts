// The CSV import (multipart): upload progress from the browser, processing progress from the server's realtime
// events, and the report.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  PROSPECT_IMPORT_PROGRESS,
  type ProspectImportMode,
  type ProspectImportProgressEvent,
  prospectsEndpoints,
} from '@tremplin/shared';
import { useState } from 'react';
import { realtime } from '@/lib/realtime';
import { uploadTo } from '@/lib/upload-with-progress';
import { prospectKeys } from './keys';

export interface ImportProgress {
  /** 0 to 100: the file leaving the browser. */
  upload: number;
  /** 0 to 100: the file read by the server, and the lines processed so far. */
  processed: number;
  lines: number;
}

const START: ImportProgress = { upload: 0, processed: 0, lines: 0 };

export function useImportProspects() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<ImportProgress>(START);
  const mutation = useMutation({
    mutationFn: async ({
      file,
      mode,
      replace = false,
    }: {
      file: File;
      mode: ProspectImportMode;
      replace?: boolean;
    }) => {
      setProgress(START);
      const stop = realtime.on<ProspectImportProgressEvent & { [k: string]: unknown }>(
        PROSPECT_IMPORT_PROGRESS,
        (event) =>
          setProgress((p) => ({
            ...p,
            processed: Math.min(100, Math.round((event.bytes / Math.max(1, file.size)) * 100)),
            lines: event.lines,
          })),
      );
      const form = new FormData();
      form.append('file', file, file.name);
      try {
        return await uploadTo(
          prospectsEndpoints.importCsv,
          { query: { mode, texteAbime: replace ? 'remplacer' : 'demander' }, body: form },
          (upload) => setProgress((p) => ({ ...p, upload })),
        );
      } finally {
        stop();
      }
    },
    onSuccess: (report) => {
      setProgress((p) => ({ ...p, processed: 100, lines: report.lines }));
      void queryClient.invalidateQueries({ queryKey: prospectKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['ntc'] });
    },
  });
  return { ...mutation, progress };
}

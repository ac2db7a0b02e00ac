// GET entretien/{id}/ics: the interview as a calendar file, saved by the browser.
import { api } from '@/lib/api-client';
import { saveBlob } from '@/lib/download';

export async function downloadInterviewIcs(id: number): Promise<void> {
  const blob = await api.get<Blob>(`/api/entretien/${id}/ics`, { responseType: 'blob' });
  saveBlob(blob, `entretien-${id}.ics`);
}

// GET entretien/{id}/ics: the interview as a calendar file, saved by the browser.
import { api } from '@/lib/api-client';

export async function downloadInterviewIcs(id: number): Promise<void> {
  const blob = await api.get<Blob>(`/api/entretien/${id}/ics`, { responseType: 'blob' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `entretien-${id}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

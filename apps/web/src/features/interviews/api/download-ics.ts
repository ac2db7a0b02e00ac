// The interview as a calendar file, saved by the browser.
import { interviewsEndpoints } from '@tremplin/shared';
import { saveBlob } from '@/lib/download';
import { call } from '@/lib/endpoint-client';

export async function downloadInterviewIcs(id: number): Promise<void> {
  const blob = await call(interviewsEndpoints.ics, { params: { id } });
  saveBlob(blob, `entretien-${id}.ics`);
}

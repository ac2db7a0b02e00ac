// Deleting programmes and sessions from the « Formations » screens (the server refuses one still in use).
import { outcomesEndpoints } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';
import { useSavingMutation } from '@/lib/saving-mutation';
import { outcomesKeys } from './outcomes';

export const useRemoveProgramme = () =>
  useSavingMutation({
    mutationFn: (id: number) => call(outcomesEndpoints.removeProgramme, { params: { id } }),
    invalidate: [outcomesKeys.programmes],
    success: 'La formation est supprimée.',
  });

export const useRemoveSession = () =>
  useSavingMutation({
    mutationFn: (id: number) => call(outcomesEndpoints.removeSession, { params: { id } }),
    invalidate: [outcomesKeys.all],
    success: 'La session est supprimée.',
  });

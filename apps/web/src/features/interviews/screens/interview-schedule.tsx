// /{uid}/programmer-entretien: schedules an interview for the candidate uid (?candidature= ties it to an application).
import { Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { href, isStaff, personName } from '@tremplin/shared';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { FormPage } from '@/components/form/form-page';
import { useCurrentUser } from '@/lib/auth';
import { useCandidateOptions } from '@/lib/candidate-options';
import { idParam } from '@/lib/id-param';
import { useCreateInterview } from '../api/save-interview';
import { InterviewForm } from '../components/interview-form';

/** Staff reaching the screen from the menu (their own id in the address) first choose the candidate. */
function CandidateChoice() {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const candidates = useCandidateOptions('interviews', debounced, 20);
  return (
    <FormPage title="Programmer un entretien">
      <Text mb="sm">Choisissez le candidat avec qui programmer l’entretien.</Text>
      <Select
        label="Candidat"
        placeholder="Nom, prénom ou e-mail"
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options }) => options}
        nothingFoundMessage="Aucun candidat trouvé"
        data={(candidates.data?.items ?? []).map((c) => ({
          value: String(c.id),
          label: `${personName(c)} (${c.email})`,
        }))}
        onChange={(value) => value && navigate(href('interviewSchedule', { uid: value }))}
      />
    </FormPage>
  );
}

export function InterviewScheduleScreen() {
  const uid = idParam(useParams().uid) ?? 0;
  const me = useCurrentUser();
  if (me && isStaff(me.role) && me.id === uid) return <CandidateChoice />;
  return <ScheduleFor uid={uid} />;
}

function ScheduleFor({ uid }: { uid: number }) {
  const [params] = useSearchParams();
  const applicationId = idParam(params.get('candidature') ?? undefined);
  const me = useCurrentUser();
  const navigate = useNavigate();
  const create = useCreateInterview();
  const back = applicationId
    ? href('application', { uid, cid: applicationId })
    : href('interviews', { id: me?.id ?? uid });
  return (
    <FormPage title="Programmer un entretien">
      <InterviewForm
        uid={uid}
        defaultStaffId={isStaff(me?.role) ? me?.id : null}
        defaultApplicationId={applicationId}
        submitLabel="Programmer l’entretien"
        cancelTo={back}
        onSubmit={async (values) => {
          const created = await create.mutateAsync({ ...values, utilisateurId: uid });
          navigate(href('interviewDetails', { eid: created.id }));
        }}
      />
    </FormPage>
  );
}

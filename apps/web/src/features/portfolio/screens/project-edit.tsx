// /{uid}/modifier-projet/{pid}: edits a project under its version; a stale save shows the conflict and keeps the input.
import { useQueryClient } from '@tanstack/react-query';
import type { Project } from '@tremplin/shared';
import { href } from '@tremplin/shared';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import { idParam } from '@/lib/id-param';
import { notify } from '@/lib/notifications';
import { getProject, useProject } from '../api/get-project';
import { useProjectSkills } from '../api/get-project-skills';
import { portfolioKeys } from '../api/keys';
import { isConflict, useUpdateProject } from '../api/update-project';
import { ProjectForm } from '../components/project-form';
import { projectGate } from '../components/project-gate';

export function ProjectEditScreen() {
  const params = useParams();
  const uid = idParam(params.uid) ?? 0;
  const pid = idParam(params.pid) ?? 0;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const project = useProject(pid);
  const skills = useProjectSkills(uid);
  const update = useUpdateProject(uid);
  // The version the next save claims to replace: the one loaded, or the latest after a reload.
  const [version, setVersion] = useState<number | null>(null);
  const [conflict, setConflict] = useState(false);
  const [reloading, setReloading] = useState(false);
  const [reloaded, setReloaded] = useState<Project | null>(null);

  const gate = projectGate(project, uid, skills.isPending);
  if (gate || !project.data) return gate;
  const p = project.data;

  const reload = async () => {
    setReloading(true);
    try {
      const latest = await getProject(pid);
      setVersion(latest.version);
      setReloaded(latest);
      setConflict(false);
      notify.success('Dernière version rechargée : enregistrez pour appliquer vos modifications.');
    } catch {
      // The client already said why.
    } finally {
      setReloading(false);
    }
  };

  return (
    <ContentLayout title="Modifier le projet">
      <ProjectForm
        project={p}
        skills={skills.data ?? []}
        submitLabel="Enregistrer les modifications"
        cancelTo={href('project', { uid, pid })}
        conflict={conflict}
        reloading={reloading}
        onReload={reload}
        reloaded={reloaded}
        onSubmit={async (values) => {
          try {
            await update.mutateAsync({ ...values, id: pid, version: version ?? p.version });
          } catch (error) {
            if (isConflict(error)) setConflict(true);
            throw error;
          }
          // The page of the project must not show a stale copy from before the save.
          void queryClient.invalidateQueries({ queryKey: portfolioKeys.project(pid) });
          navigate(href('project', { uid, pid }));
        }}
      />
    </ContentLayout>
  );
}

// Admin setting: the operator's legal details, contact address, social networks and sister sites, which the legal
// notice, the contact page and the footer show. What is still empty is listed, as visitors read neutral wording.
import { ActionIcon, Alert, Button, Fieldset, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  EMPTY_OPERATOR_SETTINGS,
  missingOperatorDetails,
  OPERATOR_DETAIL_LABELS,
  OPERATOR_NETWORK_LABELS,
  OPERATOR_NETWORKS,
  type OperatorSettings,
  operatorSettingsSchema,
} from '@tremplin/shared';
import { useEffect, useState } from 'react';
import { useOperatorDetails } from '@/lib/operator-details';
import { useSaveOperatorSettings } from '../api/operator-settings';

type Errors = Record<string, string>;

const DETAIL_HINTS: Partial<Record<keyof typeof OPERATOR_DETAIL_LABELS, string>> = {
  raisonSociale:
    'Avec la forme juridique et le capital, par exemple « Tremplin Formation SAS au capital de 10 000 € ».',
  siret: '14 chiffres.',
  hebergeur: 'Nom, adresse et téléphone.',
};

export function OperatorSetting() {
  const details = useOperatorDetails();
  const save = useSaveOperatorSettings();
  const [value, setValue] = useState<OperatorSettings>(EMPTY_OPERATOR_SETTINGS);
  const [errors, setErrors] = useState<Errors>({});
  useEffect(() => {
    if (details.data) setValue(details.data);
  }, [details.data]);

  const missing = details.data ? missingOperatorDetails(details.data) : [];
  const submit = () => {
    const parsed = operatorSettingsSchema.safeParse(value);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])));
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };

  return (
    <Stack component="section" aria-labelledby="operator-title" gap="md">
      <Title order={2} size="h4" id="operator-title">
        Organisme qui exploite la plateforme
      </Title>
      <Text size="sm" c="dimmed">
        Ces informations paraissent dans les mentions légales, sur la page Contact et dans le pied de page.
      </Text>
      {details.isError ? <Text>Ces informations ne peuvent pas être lues pour le moment.</Text> : null}
      {missing.length > 0 ? (
        <Alert color="orange" title="À renseigner">
          Les visiteurs lisent une formule neutre à la place de : {missing.join(', ')}.
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {(Object.keys(OPERATOR_DETAIL_LABELS) as (keyof typeof OPERATOR_DETAIL_LABELS)[]).map((key) => (
          <TextInput
            key={key}
            label={OPERATOR_DETAIL_LABELS[key]}
            description={DETAIL_HINTS[key]}
            type={key === 'emailContact' ? 'email' : 'text'}
            value={value[key]}
            error={errors[key]}
            onChange={(e) => {
              const text = e.currentTarget.value;
              setValue((v) => ({ ...v, [key]: text }));
            }}
          />
        ))}
      </SimpleGrid>
      <Fieldset legend="Réseaux sociaux (facultatifs)">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {OPERATOR_NETWORKS.map((network) => (
            <TextInput
              key={network}
              label={OPERATOR_NETWORK_LABELS[network]}
              type="url"
              placeholder="https://…"
              value={value.reseaux[network]}
              error={errors[`reseaux.${network}`]}
              onChange={(e) => {
                const text = e.currentTarget.value;
                setValue((v) => ({ ...v, reseaux: { ...v.reseaux, [network]: text } }));
              }}
            />
          ))}
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend="Autres sites de l’organisme (facultatifs)">
        <Stack gap="sm">
          {value.sitesSoeurs.map((site, index) => {
            const change = (field: 'libelle' | 'url' | 'description', text: string) =>
              setValue((v) => ({
                ...v,
                sitesSoeurs: v.sitesSoeurs.map((s, i) => (i === index ? { ...s, [field]: text } : s)),
              }));
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own while being typed.
              <Group key={index} align="flex-end" wrap="wrap" gap="xs">
                <TextInput
                  label={`Nom du site ${index + 1}`}
                  value={site.libelle}
                  error={errors[`sitesSoeurs.${index}.libelle`]}
                  onChange={(e) => change('libelle', e.currentTarget.value)}
                />
                <TextInput
                  label={`Adresse du site ${index + 1}`}
                  type="url"
                  placeholder="https://…"
                  value={site.url}
                  error={errors[`sitesSoeurs.${index}.url`]}
                  onChange={(e) => change('url', e.currentTarget.value)}
                />
                <TextInput
                  label={`Description du site ${index + 1}`}
                  value={site.description}
                  error={errors[`sitesSoeurs.${index}.description`]}
                  onChange={(e) => change('description', e.currentTarget.value)}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={`Retirer le site ${index + 1}`}
                  onClick={() => setValue((v) => ({ ...v, sitesSoeurs: v.sitesSoeurs.filter((_, i) => i !== index) }))}
                >
                  <IconTrash size={18} aria-hidden="true" />
                </ActionIcon>
              </Group>
            );
          })}
          {value.sitesSoeurs.length < 4 ? (
            <Group>
              <Button
                variant="subtle"
                leftSection={<IconPlus size={16} aria-hidden="true" />}
                onClick={() =>
                  setValue((v) => ({
                    ...v,
                    sitesSoeurs: [...v.sitesSoeurs, { libelle: '', url: '', description: '' }],
                  }))
                }
              >
                Ajouter un site
              </Button>
            </Group>
          ) : null}
        </Stack>
      </Fieldset>
      <Group>
        <Button loading={save.isPending} onClick={submit}>
          Enregistrer les informations de l’organisme
        </Button>
      </Group>
    </Stack>
  );
}

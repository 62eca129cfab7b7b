import { splitKeywords, type Alert } from '@gavel/contract';
import { Button, Drawer, Group, MultiSelect, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useUserLocalities } from '../../../lib/api/user-localities';
import { valuesOf, type AlertValues } from '../utils/alerts';
import { AlertPreview } from './AlertPreview';

export type DrawerMode = { kind: 'edit'; alert: Alert } | { kind: 'duplicate'; alert: Alert };

export interface AlertDrawerProps {
  mode: DrawerMode | null;
  saving: boolean;
  onClose: () => void;
  onSave: (mode: DrawerMode, values: AlertValues) => void;
}

/** Options for a multi-select: the user's places, plus any the alert already has. */
function withCurrent(options: { value: string; label: string }[], current: string[]) {
  const known = new Set(options.map((o) => o.value));
  return [...options, ...current.filter((v) => !known.has(v)).map((value) => ({ value, label: value }))];
}

function AlertForm({ mode, saving, onClose, onSave }: AlertDrawerProps & { mode: DrawerMode }) {
  const initial = valuesOf(mode.alert);
  const [keywords, setKeywords] = useState(initial.keywords.join(', '));
  const [locality, setLocality] = useState(initial.locality);
  const [state, setState] = useState(initial.state);
  const places = useUserLocalities();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(mode, { keywords: splitKeywords(keywords), locality, state });
  };

  return (
    <form onSubmit={submit}>
      <Stack>
        <TextInput
          label="KEYWORDS"
          description="Separate multiple keywords by comma"
          value={keywords}
          onChange={(event) => setKeywords(event.currentTarget.value)}
          data-autofocus
        />
        <MultiSelect
          label="LOCALITY"
          data={withCurrent(places.data?.localities ?? [], locality)}
          value={locality}
          onChange={setLocality}
          searchable
          clearable
          comboboxProps={{ withinPortal: false }}
        />
        <MultiSelect
          label="STATE"
          data={withCurrent(places.data?.states ?? [], state)}
          value={state}
          onChange={setState}
          searchable
          clearable
          comboboxProps={{ withinPortal: false }}
        />
        <AlertPreview values={{ keywords: splitKeywords(keywords), locality, state }} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The edit/add drawer (spec §2, §4): keywords split on commas, locality and state multi-selects. */
export function AlertDrawer(props: AlertDrawerProps) {
  const { mode, onClose } = props;
  return (
    <Drawer
      opened={mode !== null}
      onClose={onClose}
      position="right"
      title={mode?.kind === 'edit' ? 'Edit alert' : 'Add alert'}
    >
      {mode && <AlertForm key={`${mode.kind}-${mode.alert.id}`} {...props} mode={mode} />}
    </Drawer>
  );
}
